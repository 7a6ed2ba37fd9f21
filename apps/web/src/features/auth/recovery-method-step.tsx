import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type RecoveryMethod, recoverySendSchema } from '@vo/domain/auth/auth.schemas';
import type { RecoveryMethodOption } from '@vo/domain/auth/auth.wire';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAction } from '../../lib/use-action.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { sendRecoveryCode } from './auth-api.ts';

interface Props {
  ci: string;
  methods: RecoveryMethodOption[];
  onSent: (message: string | undefined) => void;
  onBack: () => void;
}

/** Step 2: choose e-mail or SMS; the contacts themselves are never shown (they would confirm the document). */
export function RecoveryMethodStep({ ci, methods, onSent, onBack }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<z.input<typeof recoverySendSchema>>({
    resolver: zodResolver(recoverySendSchema),
    defaultValues: { ci, metodo: methods.length === 1 ? methods[0]?.tipo : undefined },
  });
  const mutation = useAction((metodo: RecoveryMethod) => sendRecoveryCode(ci, metodo), {
    onSuccess: (data) => onSent(data.message),
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(({ metodo }) => mutation.mutate(metodo))}>
      <Controller
        control={control}
        name="metodo"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="recovery-method-label">{t('recovery.stepMethod')}</FormLabel>
            <RadioGroup
              aria-labelledby="recovery-method-label"
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {methods.map((method) => (
                <FormControlLabel
                  key={method.tipo}
                  value={method.tipo}
                  control={<Radio />}
                  label={t(method.tipo === 'correo' ? 'recovery.byEmail' : 'recovery.bySms')}
                />
              ))}
            </RadioGroup>
            {fieldState.error?.message ? <FormHelperText>{t(fieldState.error.message)}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack}>{t('recovery.back')}</Button>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {t('recovery.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
