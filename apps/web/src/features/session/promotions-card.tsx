import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNotificationPage } from '../notifications/index.ts';

/** The latest promotions (tipo 2); a `promocion` push reloads them (spec §4). Nothing shows while there are none. */
export function PromotionsCard() {
  const { t } = useTranslation();
  const promotions = useNotificationPage(NotificationType.promotion, 1);
  const rows = promotions.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="promotions-card">
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('notifications.promotions')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.idnotificacion} data-testid="promotion">
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.titulo}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.descripcion[0]?.detalle}
            </Typography>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
