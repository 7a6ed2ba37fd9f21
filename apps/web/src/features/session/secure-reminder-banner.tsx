import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { SecureReminder } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** Login said a secure password is due within some days: remind and offer the way there. */
export function SecureReminderBanner({ reminder }: { reminder: SecureReminder }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="secure-reminder"
      action={
        <Button
          component={RouterLink}
          to={`/cambiar-pass-segura/${encodeURIComponent(reminder.usuario)}`}
          color="inherit"
          size="small"
        >
          {t('login.secureNow')}
        </Button>
      }
    >
      {t('login.secureReminder', { days: reminder.days })}
    </Alert>
  );
}
