import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffAuthEndpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { useState } from 'react';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { setStaffSession, staffCall } from '../shared/index.ts';

/** A refusal next to its field: the server names it in data.campo, else it belongs to the first field of the step. */
interface FieldError {
  field: string;
  message: string;
}

/**
 * The staff's sign-in (docs/decisions/0038): the work e-mail and password, then the authenticator's code
 * (or a recovery code). Each refusal is shown next to its field, in the console's language.
 */
export function StaffSignIn() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);

  const refusal = (envelope: { message?: string; data?: unknown }, fallback: string): FieldError => ({
    field: (envelope.data as { campo?: string } | undefined)?.campo ?? fallback,
    message: envelope.message ?? t('platform.tryAgain'),
  });

  async function passwordStep() {
    setBusy(true);
    const answer = await staffCall(
      staffAuthEndpoints.login,
      { correo: email, clave: password },
      { silent: true },
    ).finally(() => setBusy(false));
    if (answer.status === 0 && answer.data) {
      setChallenge(answer.data.desafio);
      setError(null);
    } else setError(refusal(answer, 'clave'));
  }

  async function codeStep() {
    if (!challenge) return;
    setBusy(true);
    const answer = await staffCall(
      staffAuthEndpoints.secondFactor,
      { desafio: challenge, codigo: code },
      { silent: true },
    ).finally(() => setBusy(false));
    if (answer.status === 0 && answer.data) {
      const { token, nombre, correo, rol, codigosRestantes } = answer.data;
      if (codigosRestantes <= 2) showToast('warning', t('backOffice.fewRecoveryCodes', { count: codigosRestantes }));
      setStaffSession({ token, name: nombre, email: correo, role: rol });
    } else if (answer.code === 'staff.challengeExpired') {
      setChallenge(null);
      setCode('');
      setError({ field: 'clave', message: answer.message ?? '' });
    } else setError(refusal(answer, 'codigo'));
  }

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const fieldProps = (field: string) => ({
    error: error?.field === field,
    helperText: errorOf(field),
    fullWidth: true,
    required: true,
  });

  return (
    <Stack component="main" sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void (challenge ? codeStep() : passwordStep());
          }}
          data-testid="staff-sign-in"
        >
          <Typography component="h1" variant="h5">
            {challenge ? t('backOffice.codeTitle') : t('backOffice.signInTitle')}
          </Typography>
          <Typography color="text.secondary">
            {challenge ? t('backOffice.codeLead') : t('backOffice.signInLead')}
          </Typography>
          {challenge ? (
            <TextField
              {...fieldProps('codigo')}
              label={t('backOffice.code')}
              name="codigo"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'text', 'data-testid': 'staff-code', maxLength: 20 } }}
            />
          ) : (
            <>
              <TextField
                {...fieldProps('correo')}
                label={t('backOffice.email')}
                name="correo"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoComplete="username"
                slotProps={{ htmlInput: { 'data-testid': 'staff-email' } }}
              />
              <TextField
                {...fieldProps('clave')}
                label={t('backOffice.password')}
                name="clave"
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                slotProps={{ htmlInput: { 'data-testid': 'staff-password' } }}
              />
            </>
          )}
          {error && !['correo', 'clave', 'codigo'].includes(error.field) ? (
            <Alert severity="error">{error.message}</Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="staff-submit">
            {challenge ? t('backOffice.signIn') : t('backOffice.continue')}
          </Button>
          {challenge ? (
            <Button
              onClick={() => {
                setChallenge(null);
                setCode('');
                setError(null);
              }}
            >
              {t('backOffice.startAgain')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
