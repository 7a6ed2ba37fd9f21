import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginData } from '@vo/domain/auth/auth.wire';
import { ApiStatus } from '@vo/domain/envelope';
import { useLocation, useNavigate, useParams } from 'react-router';
import { firstNameOf } from '../../lib/first-name.ts';
import { setUiLanguage } from '../../lib/i18n.ts';
import { startSession } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { login } from './auth-api.ts';
import { LinkPasswordForm } from './link-password-form.tsx';
import { PasswordLinkCheck } from './password-link-check.tsx';

/** What the login page hands over with status 2: the document typed, so the new password can log in at once. */
export interface FirstLoginState {
  documento: string;
}

const documentOf = (state: unknown): string | null =>
  typeof (state as FirstLoginState | null)?.documento === 'string' ? (state as FirstLoginState).documento : null;

/**
 * /cambiar-pass/{usuario}: a visitor whose login answered status 2 sets a new password and is then logged in
 * with it, through the same login call (they accepted the code of ethics on the login page a moment ago).
 * Opened without the login page's hand-over (a reload lost it), or if that login fails, the login page follows.
 */
export default function LinkPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const usuario = useParams().usuario ?? '';
  const documento = documentOf(location.state);
  // The password is changed either way; the greeting comes only once the new one has logged the person in.
  // It greets by first name, not "¡Bienvenido!", which is said to a man: a neutral "Hola, María" fits anyone.
  const changedToLogin = (message?: string) => {
    showToast('success', message ?? t('auth.passwordChanged'));
    navigate('/', { replace: true });
  };
  const logIn = useAction(login, {
    onSuccess: (envelope) => {
      if (envelope.status !== ApiStatus.ok) return changedToLogin();
      const data = envelope.data as LoginData;
      showToast('success', t('auth.passwordChangedLoggedIn', { name: firstNameOf(data.nombreUsuario) }));
      void setUiLanguage(data.lenguaje);
      navigate('/', { replace: true });
      startSession(data);
    },
    onError: () => changedToLogin(),
  });
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('changePassword.title')}</Typography>
        <PasswordLinkCheck usuario={usuario}>
          {() => (
            <LinkPasswordForm
              usuario={usuario}
              onDone={(message, password) => {
                if (documento) logIn.mutate({ user: documento, password });
                else changedToLogin(message);
              }}
            />
          )}
        </PasswordLinkCheck>
      </Stack>
    </Paper>
  );
}
