import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { recoveryCodeSchema } from '@vo/domain/auth/auth.schemas';
import { RECOVERY_CODE_LENGTH } from '@vo/domain/auth/auth-config';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showOnField } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { validateRecoveryCode } from './auth-api.ts';

interface Props {
  ci: string;
  sentMessage: string | undefined;
  onValidated: (usuario: string) => void;
  /** back to the method step, to ask for a new code */
  onResend: () => void;
}

/** Step 3: the code received by e-mail or SMS; the server answers the link token of the last step. */
export function RecoveryCodeStep({ ci, sentMessage, onValidated, onResend }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<z.input<typeof recoveryCodeSchema>>({
    resolver: zodResolver(recoveryCodeSchema),
    defaultValues: { ci, codigo: '' },
  });
  const mutation = useAction((codigo: string) => validateRecoveryCode(ci, codigo), {
    onSuccess: (data) => onValidated(data.usuario),
    onError: (error) => {
      if (showOnField(setError, error, ['codigo'])) return;
      // A network failure was told already by the API client; anything else is told here.
      const message = failureMessage(error);
      if (message) showToast('error', message);
    },
  });
  return (
    <RequiredFields schema={recoveryCodeSchema}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={handleSubmit(({ codigo }) => mutation.mutate(codigo.trim()))}
      >
        {sentMessage ? <Alert severity="info">{sentMessage}</Alert> : null}
        <FormTextField
          control={control}
          name="codigo"
          label={t('recovery.code')}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric', maxLength: RECOVERY_CODE_LENGTH }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button onClick={onResend}>{t('recovery.resend')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('recovery.next')}
          </Button>
        </Stack>
      </Stack>
    </RequiredFields>
  );
}
