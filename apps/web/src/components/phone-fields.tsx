import Stack from '@mui/material/Stack';
import type { KeyboardEvent } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';
import { TextInput } from './text-input.tsx';

/** Spec §5: the decimal point and the letter e (and signs) of a numeric keyboard are blocked in the phone. */
const BLOCKED_PHONE_KEYS = new Set(['.', 'e', 'E', '+', '-']);

export function blockNonPhoneKeys(event: KeyboardEvent<HTMLElement>): void {
  if (BLOCKED_PHONE_KEYS.has(event.key)) event.preventDefault();
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  prefixName: Path<T>;
  phoneName: Path<T>;
  prefixLabel: string;
  phoneLabel: string;
}

/** The read-only country prefix beside the phone number, as the profile and invoice forms show them. */
export function PhoneFields<T extends FieldValues>({
  control,
  prefixName,
  phoneName,
  prefixLabel,
  phoneLabel,
}: Props<T>) {
  return (
    <Stack direction="row" spacing={1}>
      <Controller
        control={control}
        name={prefixName}
        render={({ field }) => (
          <Stack sx={{ width: 96, flexShrink: 0 }}>
            <TextInput label={prefixLabel} name={field.name} value={field.value ?? ''} onChange={() => {}} readOnly />
          </Stack>
        )}
      />
      <FormTextField
        control={control}
        name={phoneName}
        label={phoneLabel}
        type="tel"
        autoComplete="tel-national"
        inputProps={{ inputMode: 'numeric', onKeyDown: blockNonPhoneKeys }}
      />
    </Stack>
  );
}
