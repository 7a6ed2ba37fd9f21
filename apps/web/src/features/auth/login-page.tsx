import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { loginFormSchema, MustChangePasswordData } from '@vo/domain/auth/auth.schemas';
import type { LoginData } from '@vo/domain/auth/auth.wire';
import { ApiStatus } from '@vo/domain/envelope';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { setUiLanguage } from '../../lib/i18n.ts';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.ts';
import { startSession } from '../../lib/session-store.ts';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { login } from './auth-api.ts';

// Loaded on first opening: the dialog machinery is not needed to show the login form.
const EthicsDialog = lazy(() => import('./ethics-dialog.tsx'));

type LoginForm = z.input<typeof loginFormSchema>;

// The domain schema (spec §5 rules plus the ethics acceptance) validates the form; see lazyZodResolver for why lazy.
const validation = lazyZodResolver<LoginForm>(() =>
  import('@vo/domain/auth/auth.schemas').then((module) => module.loginFormSchema),
);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [ethicsOpen, setEthicsOpen] = useState(false);
  const { control, handleSubmit, setValue } = useForm<LoginForm>({
    resolver: validation.resolver,
    defaultValues: { user: '', password: '', ethicsAccepted: false as unknown as true },
  });

  const mutation = useAction(login, {
    onSuccess: (envelope) => {
      if (envelope.status === ApiStatus.ok) {
        const data = envelope.data as LoginData;
        // The person's stored preference wins over whatever the login page was shown in.
        void setUiLanguage(data.lenguaje);
        // A link that needs a session (a friend's payment code) shows this page at its own address: stay there.
        navigate(pathname, { replace: true });
        startSession(data);
      } else if (envelope.status === ApiStatus.mustChangePassword) {
        const { usuario } = envelope.data as MustChangePasswordData;
        navigate(`/cambiar-pass/${encodeURIComponent(usuario)}`);
      } else {
        setServerError(envelope.message ?? t('platform.tryAgain'));
      }
    },
  });

  const submit = handleSubmit((form) => {
    setServerError(null);
    mutation.mutate({ user: form.user, password: form.password });
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
        <FormTextField
          control={control}
          name="user"
          label={t('login.user')}
          autoComplete="username"
          inputProps={{ autoCapitalize: 'characters' }}
        />
        <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" />
        <Controller
          control={control}
          name="ethicsAccepted"
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('login.ethics')}
              />
              <div>
                <Link component="button" type="button" variant="body2" onClick={() => setEthicsOpen(true)}>
                  {t('login.ethicsLink')}
                </Link>
              </div>
              {fieldState.error?.message ? <FormHelperText error>{t(fieldState.error.message)}</FormHelperText> : null}
            </div>
          )}
        />
        {serverError ? (
          <Alert severity="error" data-testid="login-error">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {t('login.submit')}
        </Button>
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
            onAccept={() => setValue('ethicsAccepted', true, { shouldValidate: true })}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
