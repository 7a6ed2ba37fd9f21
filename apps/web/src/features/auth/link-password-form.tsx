import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LinkPasswordChange, linkPasswordChangeSchema } from '@vo/domain/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { setPasswordByLink } from './auth-api.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * New password + confirmation for a signed link token (first login, secure change, last recovery step).
 * The token travels as a hidden form value so the very schema the server uses validates the form.
 */
export function LinkPasswordForm({
  usuario,
  onDone,
}: {
  usuario: string;
  /** Told the server's message and the new password (the first login logs in with it). */
  onDone: (message: string | undefined, password: string) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<LinkPasswordChange>({
    resolver: zodResolver(linkPasswordChangeSchema),
    defaultValues: { usuario, password: '', confirmacion: '' },
  });
  const mutation = useAction(setPasswordByLink, { onSuccess: (message, form) => onDone(message, form.password) });

  return (
    <RequiredFields schema={linkPasswordChangeSchema}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((form) => mutation.mutate(form))}>
        <Typography variant="body2" color="text.secondary">
          {t('changePassword.policy')}
        </Typography>
        <NewPasswordFields control={control} />
        {formState.errors.usuario?.message ? (
          <Alert severity="error">{t(formState.errors.usuario.message)}</Alert>
        ) : null}
        {failureMessage(mutation.error) ? <Alert severity="error">{failureMessage(mutation.error)}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </RequiredFields>
  );
}
