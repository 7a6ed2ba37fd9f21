import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { clearSecureReminder } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { LinkPasswordForm } from './link-password-form.tsx';
import { PasswordLinkCheck } from './password-link-check.tsx';

/** /cambiar-pass-segura/{usuario}: a logged-in person sets the secure password they were reminded of. */
export default function SecurePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usuario = useParams().usuario ?? '';
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('changePassword.secureTitle')}</Typography>
        <PasswordLinkCheck usuario={usuario}>
          {(info) => (
            <>
              {info.cantidadDiasLoginCarnet > 0 ? (
                <Alert severity="info">{t('changePassword.secureDays', { days: info.cantidadDiasLoginCarnet })}</Alert>
              ) : null}
              <LinkPasswordForm
                usuario={usuario}
                onDone={(message) => {
                  clearSecureReminder();
                  showToast('success', message ?? t('auth.passwordChanged'));
                  navigate('/', { replace: true });
                }}
              />
            </>
          )}
        </PasswordLinkCheck>
      </Stack>
    </Paper>
  );
}
