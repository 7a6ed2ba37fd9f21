import { ApiFailure } from '../../lib/api-client.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';

/**
 * The field of a method's form a refusal belongs to: the one the server names (data.campo), or the one
 * its code is about when the server names none (a locked wallet is about the PIN just typed).
 */
export function refusalField<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfCode: Readonly<Partial<Record<string, F>>> = {},
): { field: F; message: string } | null {
  const named = serverFieldError(error, fields);
  if (named) return named;
  if (!(error instanceof ApiFailure) || !error.message) return null;
  const field = error.envelope.code ? fieldOfCode[error.envelope.code] : undefined;
  return field ? { field, message: error.message } : null;
}
