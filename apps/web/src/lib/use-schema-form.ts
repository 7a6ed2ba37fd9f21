import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors, SchemaCheck } from './schema-check.ts';

/**
 * The state of a small form checked by its domain schema, for the login page, which cannot afford
 * react-hook-form (~13 kB gzip of the login route's budget, docs/decisions/0006). It keeps react-hook-form's
 * defaults the other forms have: nothing is checked before the first submit, then a field is checked again as
 * it changes; the first field in error takes the focus; the submit handler gets the parsed values.
 */
export function useSchemaForm<TValues extends Record<string, unknown>, TParsed>(
  defaults: TValues,
  check: (values: TValues) => Promise<SchemaCheck<TParsed>>,
) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors>({});
  const current = useRef(defaults);
  const submitted = useRef(false);

  async function recheck<K extends keyof TValues & string>(name: K) {
    const result = await check(current.current);
    const message = result.ok ? undefined : result.errors[name];
    setErrors(({ [name]: _, ...others }) => (message ? { ...others, [name]: message } : others));
  }

  function setValue<K extends keyof TValues & string>(name: K, value: TValues[K], options: { check?: boolean } = {}) {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (options.check || submitted.current) void recheck(name).catch(() => undefined);
  }

  /** The name, value and change handler of a text field. */
  function text<K extends keyof TValues & string>(name: K) {
    return {
      name,
      value: String(current.current[name] ?? ''),
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as TValues[K]),
    };
  }

  function handleSubmit(onValid: (parsed: TParsed) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const form = event.currentTarget;
      void check(current.current).then(
        (result) => {
          setErrors(result.ok ? {} : result.errors);
          if (result.ok) return onValid(result.data);
          const first = Object.keys(result.errors)
            .map((name) => form.elements.namedItem(name))
            .find((field) => field instanceof HTMLElement);
          if (first instanceof HTMLElement) first.focus();
        },
        // The schema could not load (offline): nothing is sent, as with react-hook-form; the next submit tries again.
        () => undefined,
      );
    };
  }

  return { values, errors, setValue, text, handleSubmit };
}
