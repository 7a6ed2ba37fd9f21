import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiFailure } from './api-client.ts';

/**
 * Which form field a refusal of the server is about: the server names it in `data.campo` (a schema
 * refusal, or a rule such as "that city is not in the chosen country"), so the page can show the
 * message next to that field. null when it names none of this form's fields.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof ApiFailure)) return null;
  const { data, message } = error.envelope;
  const field = (data as { campo?: unknown } | undefined)?.campo;
  if (!message || !fields.includes(field as F)) return null;
  return { field: field as F, message };
}

/**
 * Shows a refusal of the server next to the field it names, focused; answers whether it did (else the
 * page shows the refusal elsewhere: under the form, or as a toast).
 */
export function showOnField<T extends FieldValues, F extends Path<T> & string>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly F[],
): boolean {
  const onField = serverFieldError(error, fields);
  if (onField) setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
  return onField !== null;
}
