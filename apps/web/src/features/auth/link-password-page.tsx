import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { LinkPasswordForm } from './link-password-form.tsx';
import { PasswordLinkCheck } from './password-link-check.tsx';

/** /cambiar-pass/{usuario}: a visitor whose login answered status 2 sets a new password, then logs in. */
export default function LinkPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usuario = useParams().usuario ?? '';
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('changePassword.title')}</Typography>
        <PasswordLinkCheck usuario={usuario}>
          {() => (
            <LinkPasswordForm
              usuario={usuario}
              onDone={(message) => {
                showToast('success', message ?? t('auth.passwordChanged'));
                navigate('/', { replace: true });
              }}
            />
          )}
        </PasswordLinkCheck>
      </Stack>
    </Paper>
  );
}
