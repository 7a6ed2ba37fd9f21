import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type PasswordChange, passwordChangeSchema, withPasswordOwner } from '@vo/domain/auth/auth.schemas';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PasswordField } from '../../components/password-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError, showOnField } from '../../lib/server-field-error.ts';
import { useSession } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { changePassword } from './auth-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** /cambiar-pass: a logged-in person changes the password knowing the current one. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const documentNumber = useSession()?.ci;
  // The person's own document is refused here already; the server adds their names and e-mail (0041).
  const schema = useMemo(() => withPasswordOwner(passwordChangeSchema, { documentNumber }), [documentNumber]);
  const { control, handleSubmit, reset, setError } = useForm<PasswordChange>({
    resolver: zodResolver(schema),
    defaultValues: { actual: '', password: '', confirmacion: '', cerrarDispositivos: false },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      showToast('success', message ?? t('auth.passwordChanged'));
      reset();
    },
    onError: (error) => showOnField(setError, error, ['password']),
  });
  const unplaced = serverFieldError(mutation.error, ['password']) ? null : failureMessage(mutation.error);

  return (
    <RequiredFields schema={schema}>
      <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
        <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((form) => mutation.mutate(form))}>
          <Typography variant="h1">{t('changePassword.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('changePassword.policy')}
          </Typography>
          <PasswordField
            control={control}
            name="actual"
            label={t('changePassword.current')}
            autoComplete="current-password"
          />
          <NewPasswordFields control={control} />
          <Controller
            control={control}
            name="cerrarDispositivos"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'change-password-close-devices' } as Record<string, string> }}
                  />
                }
                label={t('changePassword.closeDevices')}
              />
            )}
          />
          {unplaced ? <Alert severity="error">{unplaced}</Alert> : null}
          <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </Paper>
    </RequiredFields>
  );
}
