import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useFormState } from 'react-hook-form';
import { TextInput } from '../../components/text-input.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CardValues } from './card-form-schema.ts';

interface RowField {
  name: 'mesExpiracion' | 'anioExpiracion' | 'cvc';
  label: string;
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
  secret?: boolean;
}

/**
 * Month, year and CVC side by side, their messages once underneath: at 360 px three columns leave no room
 * for a sentence under each, and month and year share the same one.
 */
export function CardRowFields({ control, fields }: { control: Control<CardValues>; fields: readonly RowField[] }) {
  const { t } = useTranslation();
  const helperId = useId();
  const { errors } = useFormState({ control, name: fields.map((field) => field.name) });
  const messages = [...new Set(fields.map((field) => messageOf(errors, field.name)).filter(Boolean))];
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: input, fieldState }) => (
              <TextInput
                label={field.label}
                name={input.name}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                type={field.secret ? 'password' : 'text'}
                autoComplete={field.autoComplete}
                error={Boolean(fieldState.error)}
                inputProps={{
                  inputMode: 'numeric',
                  maxLength: field.maxLength,
                  placeholder: field.placeholder,
                  'aria-describedby': fieldState.error ? helperId : undefined,
                }}
              />
            )}
          />
        ))}
      </Stack>
      {messages.length > 0 ? (
        <FormHelperText id={helperId} error sx={{ mx: 1.75 }}>
          {messages.map((message) => (
            <span key={message} style={{ display: 'block' }}>
              {t(message as string)}
            </span>
          ))}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

function messageOf(errors: FieldErrors<CardValues>, name: RowField['name']): string | undefined {
  return errors[name]?.message;
}
