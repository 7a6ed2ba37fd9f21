import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  /** Same as the wire field name, so tests and password managers can find it. */
  name: Path<T>;
};

/** A text field bound to react-hook-form; the zod message is a catalogue key, translated under the field. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...rest }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
