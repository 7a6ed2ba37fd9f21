import type { ComponentType } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation.ts';
import { useRequiredField } from './required-fields.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<T>;
  /** Same as the wire field name, so tests and password managers can find it. */
  name: Path<T>;
  /** The input drawn (a password input with its toggle…); a plain text input by default. */
  input?: ComponentType<TextInputProps>;
};

/** A text field bound to react-hook-form; the zod message is a catalogue key, translated under the field. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  input: Input = TextInput,
  required,
  ...rest
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const isRequired = useRequiredField(name, required);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Input
          {...rest}
          required={isRequired}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
