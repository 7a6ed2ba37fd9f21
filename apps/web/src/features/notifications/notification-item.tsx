import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { followableLink } from '@vo/domain/notifications/notification-links';
import { isUnread, type NotificationRow } from '@vo/domain/notifications/notifications.types';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';

interface Props {
  row: NotificationRow;
  onMarkRead: (idnotificacion: number) => void;
  marking: boolean;
}

/**
 * One notification of the list: unread ones stand out and can be marked read; one about a page of the portal
 * opens it (and counts as read). Only a path inside the portal is followed, never an outside address.
 */
export function NotificationItem({ row, onMarkRead, marking }: Props) {
  const { t, i18n } = useTranslation();
  const unread = isUnread(row);
  const link = followableLink(row.enlace);
  return (
    <Paper
      component="li"
      elevation={0}
      data-testid="notification-row"
      data-id={row.idnotificacion}
      data-unread={unread}
      sx={{
        p: 2,
        listStyle: 'none',
        borderLeft: 4,
        borderColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
            {row.titulo}
          </Typography>
          {unread ? <Chip size="small" color="primary" label={t('notifications.unread')} /> : null}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {formatInstant(row.fecha_Hora, i18n.language)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {row.descripcion[0]?.detalle}
        </Typography>
        {unread || link ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {link ? (
              <Button
                size="small"
                variant="outlined"
                component={RouterLink}
                to={link}
                onClick={() => {
                  if (unread) onMarkRead(row.idnotificacion);
                }}
                sx={{ minHeight: 44 }}
                data-testid="notification-open"
              >
                {t('notifications.open')}
              </Button>
            ) : null}
            {unread ? (
              <Button
                size="small"
                onClick={() => onMarkRead(row.idnotificacion)}
                disabled={marking}
                sx={{ minHeight: 44 }}
                data-testid="notification-mark-read"
              >
                {t('notifications.markRead')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
