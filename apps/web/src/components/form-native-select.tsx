import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation.ts';
import { useRequiredField } from './required-fields.tsx';

export interface SelectOption {
  value: number;
  label: string;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** Same as the wire field name, so tests can find it. */
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, shown while nothing is chosen (the value is then null). */
  placeholder: string;
  disabled?: boolean;
  /** Else the form's schema says (RequiredFields). */
  required?: boolean;
  /** After the form holds the new value: for fields that follow this one (the country sets the prefix). */
  onValueChange?: (value: number | null) => void;
}

/**
 * A numeric choice bound to react-hook-form. A native select: phones show their own picker, and it keeps
 * the menu and popover code out of the dialogs. The zod message is a catalogue key, translated under it.
 */
export function FormNativeSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
  required,
  onValueChange,
}: Props<T>) {
  const { t } = useTranslation();
  const isRequired = useRequiredField(name, required);
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)} disabled={disabled} required={isRequired}>
          <InputLabel htmlFor={id} shrink>
            {label}
          </InputLabel>
          <NativeSelect
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(event) => {
              const value = event.target.value === '' ? null : Number(event.target.value);
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            input={<OutlinedInput label={label} notched inputRef={field.ref} />}
            inputProps={{
              id,
              name: field.name,
              'aria-describedby': fieldState.error ? `${id}-helper` : undefined,
            }}
          >
            <option value="" disabled>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          {fieldState.error?.message ? (
            <FormHelperText id={`${id}-helper`}>{t(fieldState.error.message)}</FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}
