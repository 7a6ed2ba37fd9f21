import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { recoveryVerifySchema } from '@vo/domain/auth/auth.schemas';
import type { RecoveryMethodOption } from '@vo/domain/auth/auth.wire';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { verifyRecoveryUser } from './auth-api.ts';

/** Step 1: the person says who they are; the server answers the ways it can reach them. */
export function RecoveryVerifyStep({
  onVerified,
}: {
  onVerified: (ci: string, methods: RecoveryMethodOption[]) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<z.input<typeof recoveryVerifySchema>>({
    resolver: zodResolver(recoveryVerifySchema),
    defaultValues: { ci: '' },
  });
  const mutation = useAction((ci: string) => verifyRecoveryUser(ci), {
    onSuccess: (data, ci) => onVerified(ci, data.metodos),
  });
  return (
    <RequiredFields schema={recoveryVerifySchema}>
      <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(({ ci }) => mutation.mutate(ci.trim()))}>
        <FormTextField control={control} name="ci" label={t('login.user')} autoComplete="username" />
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {t('recovery.next')}
        </Button>
      </Stack>
    </RequiredFields>
  );
}
