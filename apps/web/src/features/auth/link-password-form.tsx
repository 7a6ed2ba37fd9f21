import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LinkPasswordChange, linkPasswordChangeSchema, withPasswordOwner } from '@vo/domain/auth/auth.schemas';
import type { PasswordOwner } from '@vo/domain/auth/password.rules';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError, showOnField } from '../../lib/server-field-error.ts';
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
  owner,
  onDone,
}: {
  usuario: string;
  /** What the page knows of whose password it is (the recovery's document): refused before sending. */
  owner?: PasswordOwner;
  /** Told the server's message and the new password (the first login logs in with it). */
  onDone: (message: string | undefined, password: string) => void;
}) {
  const { t } = useTranslation();
  const documentNumber = owner?.documentNumber;
  const schema = useMemo(() => withPasswordOwner(linkPasswordChangeSchema, { documentNumber }), [documentNumber]);
  const { control, handleSubmit, formState, setError } = useForm<LinkPasswordChange>({
    resolver: zodResolver(schema),
    defaultValues: { usuario, password: '', confirmacion: '' },
  });
  const mutation = useAction(setPasswordByLink, {
    onSuccess: (message, form) => onDone(message, form.password),
    // The person's own data and the common passwords are the server's to know: told next to the field (0041).
    onError: (error) => showOnField(setError, error, ['password']),
  });
  const unplaced = serverFieldError(mutation.error, ['password']) ? null : failureMessage(mutation.error);

  return (
    <RequiredFields schema={schema}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((form) => mutation.mutate(form))}>
        <Typography variant="body2" color="text.secondary">
          {t('changePassword.policy')}
        </Typography>
        <NewPasswordFields control={control} />
        {formState.errors.usuario?.message ? (
          <Alert severity="error">{t(formState.errors.usuario.message)}</Alert>
        ) : null}
        {unplaced ? <Alert severity="error">{unplaced}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </RequiredFields>
  );
}
