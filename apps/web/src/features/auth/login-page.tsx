import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MustChangePasswordData } from '@vo/domain/auth/auth.schemas';
import type { LoginData } from '@vo/domain/auth/auth.wire';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import { ApiStatus, type Envelope } from '@vo/domain/envelope';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PasswordInput } from '../../components/password-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import type { StoredDeviceKey } from '../../lib/device-key.ts';
import { setUiLanguage } from '../../lib/i18n.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path.ts';
import { lazySchema } from '../../lib/schema-check.ts';
import { handedDocument } from '../../lib/session-end.ts';
import { startSession } from '../../lib/session-store.ts';
import { useAction } from '../../lib/use-action.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { login, loginWithDeviceKey } from './auth-api.ts';
import { DeviceKeyButton } from './device-key-button.tsx';
import type { FirstLoginState } from './link-password-page.tsx';

// Loaded on first opening: the dialog machinery is not needed to show the login form.
const EthicsDialog = lazy(() => import('./ethics-dialog.tsx'));

// The domain schema (spec §5 rules plus the ethics acceptance) validates the form; see lazySchema for why lazy.
const validation = lazySchema<{ user: string; password: string }>(() =>
  import('@vo/domain/auth/auth.schemas').then((module) => module.loginFormSchema),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [ethicsOpen, setEthicsOpen] = useState(false);
  // The code changed since this page was loaded: only a reload shows its new text (docs/decisions/0024).
  const [ethicsOutdated, setEthicsOutdated] = useState(false);
  // Plain form state, not react-hook-form: this is the page every first visit downloads (docs/decisions/0006).
  const form = useSchemaForm({ user: handedDocument(state), password: '', ethicsAccepted: false }, validation.check);
  // After a language change the same person logs in again: their document comes typed (lib/session-end.ts). The page
  // may already be on screen when it is handed over (the session ended under it), so the hand-over fills it then.
  const handed = handedDocument(state);
  const filledWith = useRef(handed);
  useEffect(() => {
    if (!handed || filledWith.current === handed) return;
    filledWith.current = handed;
    form.setValue('user', handed);
  });
  const fieldError = (name: string) => {
    const key = form.errors[name];
    return { error: Boolean(key), helperText: key ? t(key) : undefined };
  };

  // A password login and a key login answer alike (docs/decisions/0027).
  const answered = (envelope: Envelope<LoginData | MustChangePasswordData>) => {
    if (envelope.status === ApiStatus.ok) {
      const data = envelope.data as LoginData;
      // The person's stored preference wins over whatever the login page was shown in.
      void setUiLanguage(data.lenguaje);
      // A link that needs a session (a friend's payment code) shows this page at its own address: stay there;
      // after a language change the address names the page the person was on (`?volver=`).
      navigate(safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? pathname, { replace: true });
      startSession(data);
    } else if (envelope.status === ApiStatus.mustChangePassword) {
      const { usuario } = envelope.data as MustChangePasswordData;
      // The document travels in the history entry, never in the address: the change page logs the person in.
      const state: FirstLoginState = { documento: form.values.user };
      navigate(`/cambiar-pass/${encodeURIComponent(usuario)}`, { state });
    } else {
      if (envelope.code === 'auth.ethicsOutdated') {
        setEthicsOutdated(true);
        form.setValue('ethicsAccepted', false);
      }
      setServerError(envelope.message ?? t('platform.tryAgain'));
    }
  };
  const mutation = useAction(login, { onSuccess: answered });
  const keyLogin = useAction(loginWithDeviceKey, { onSuccess: answered });
  const logInWithKey = (key: StoredDeviceKey) => {
    setServerError(null);
    // The code of ethics is accepted on every login, with a key too (spec §5).
    if (!form.values.ethicsAccepted) setServerError(t('auth.ethicsRequired'));
    else keyLogin.mutate(key);
  };

  const submit = form.handleSubmit((parsed) => {
    setServerError(null);
    mutation.mutate({ user: parsed.user, password: parsed.password });
  });

  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 } }} elevation={0}>
      {/* Box grids instead of Stack: the login page is the one whose download size matters most. */}
      <Box
        component="form"
        sx={{ display: 'grid', gap: 2 }}
        onSubmit={submit}
        onFocus={validation.preload}
        noValidate
        aria-labelledby="login-title"
      >
        <Typography id="login-title" variant="h1">
          {t('login.title')}
        </Typography>
        <TextInput
          {...form.text('user')}
          {...fieldError('user')}
          label={t('login.user')}
          autoComplete="username"
          inputProps={{ autoCapitalize: 'characters' }}
        />
        <PasswordInput
          {...form.text('password')}
          {...fieldError('password')}
          label={t('login.password')}
          autoComplete="current-password"
        />
        <div>
          <FormControlLabel
            control={
              <Checkbox
                name="ethicsAccepted"
                checked={form.values.ethicsAccepted}
                onChange={(event) => form.setValue('ethicsAccepted', event.target.checked)}
              />
            }
            label={t('login.ethics')}
          />
          <div>
            <Link component="button" type="button" variant="body2" onClick={() => setEthicsOpen(true)}>
              {t('login.ethicsLink')}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary" data-testid="ethics-version">
              ({t('login.ethicsVersion', { ethicsVersion: ETHICS_CODE_VERSION })})
            </Typography>
          </div>
          {form.errors.ethicsAccepted ? <FormHelperText error>{t(form.errors.ethicsAccepted)}</FormHelperText> : null}
        </div>
        {serverError ? (
          <Alert
            severity="error"
            data-testid="login-error"
            action={
              ethicsOutdated ? (
                <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                  {t('login.ethicsReload')}
                </Button>
              ) : undefined
            }
          >
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {t('login.submit')}
        </Button>
        <DeviceKeyButton user={form.values.user} disabled={keyLogin.isPending} onUse={logInWithKey} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/recuperar-pass">
            {t('login.forgot')}
          </Link>
          <Link component={RouterLink} to="/atencion-cliente">
            {t('menu.customerService')}
          </Link>
        </Box>
      </Box>
      {ethicsOpen ? (
        <Suspense fallback={null}>
          <EthicsDialog
            open={ethicsOpen}
            onClose={() => setEthicsOpen(false)}
            onAccept={() => form.setValue('ethicsAccepted', true, { check: true })}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
