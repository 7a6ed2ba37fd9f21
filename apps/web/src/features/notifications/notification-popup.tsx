import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { followableLink } from '@vo/domain/notifications/notification-links';
import type { NotificationRow } from '@vo/domain/notifications/notifications.types';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FirstStepNote } from '../../components/first-step-note.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/notification-icons.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { moveCarousel, openCarousel, unsentReads } from './carousel.ts';
import { markNotificationRead } from './notifications-api.ts';

/** Spec §2, §4: the unread notifications of the first page, one at a time; each one seen is marked read. */
export default function NotificationPopup({
  rows,
  onClose,
}: {
  rows: readonly NotificationRow[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ids = rows.map((row) => row.idnotificacion);
  const [state, setState] = useState(() => openCarousel(ids));
  const sent = useRef(new Set<number>());

  useEffect(() => {
    for (const id of unsentReads(state, sent.current)) {
      sent.current.add(id);
      void markNotificationRead(queryClient, id);
    }
  }, [state, queryClient]);

  const row = rows[state.index];
  if (!row) return null;
  // The one shown is already marked read (seen): opening its page only closes the pop-up on the way.
  const link = followableLink(row.enlace);
  const move = (step: 1 | -1) => setState((current) => moveCarousel(current, ids, step));

  return (
    <ResponsiveDialog onClose={onClose} titleId="notification-popup-title" testId="notification-popup">
      <DialogTitle id="notification-popup-title">{t('notifications.popupTitle')}</DialogTitle>
      <FirstStepNote />
      <DialogContent>
        <Stack spacing={1} data-testid="notification-popup-item" data-id={row.idnotificacion}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {row.titulo}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatInstant(row.fecha_Hora, i18n.language)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {row.descripcion[0]?.detalle}
          </Typography>
          {link ? (
            <Button
              variant="outlined"
              component={RouterLink}
              to={link}
              onClick={onClose}
              sx={{ alignSelf: 'flex-start', minHeight: 44 }}
              data-testid="notification-popup-open"
            >
              {t('notifications.open')}
            </Button>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('notifications.previous')}
            onClick={() => move(-1)}
            disabled={state.index === 0}
            data-testid="notification-popup-previous"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            variant="body2"
            data-testid="notification-popup-position"
            sx={{ minWidth: 56, textAlign: 'center' }}
          >
            {t('notifications.position', { current: state.index + 1, total: rows.length })}
          </Typography>
          <IconButton
            aria-label={t('notifications.next')}
            onClick={() => move(1)}
            disabled={state.index === rows.length - 1}
            data-testid="notification-popup-next"
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Button variant="contained" onClick={onClose} data-testid="notification-popup-close">
          {t('notifications.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
