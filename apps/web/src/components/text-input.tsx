import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  inputProps?: InputBaseComponentProps;
  disabled?: boolean;
  /** Shown but never typed into: the phone prefix follows the country. */
  readOnly?: boolean;
  /** A text area that grows with what is typed (a procedure's detail). */
  multiline?: boolean;
  minRows?: number;
  /** The server refuses the form without it: an asterisk after the label, and required for screen readers. */
  required?: boolean;
}

/**
 * An outlined text field assembled from its parts. MUI's TextField also drags in Select, Menu, Popover
 * and the other input variants; this keeps them out of the login page's download.
 */
export function TextInput({ label, helperText, error, inputProps, disabled, required, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  // A date field always shows its own "dd/mm/yyyy" pattern: its label stays above it, never on top.
  const shrink = input.type === 'date' || input.type === 'datetime-local' ? true : undefined;
  return (
    <FormControl fullWidth error={error} disabled={disabled} required={required} variant="outlined">
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : inputProps?.['aria-describedby'] }}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
