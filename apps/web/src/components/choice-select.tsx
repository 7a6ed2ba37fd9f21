import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * A choice of words ("Sur", "cerrado", "familiar") outside a react-hook-form form: a native select, so a
 * phone shows its own picker. `name` is the wire field, so tests and refusals find it.
 */
export function ChoiceSelect(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const id = useId();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        input={<OutlinedInput label={props.label} notched />}
        inputProps={{ id, name: props.name }}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
