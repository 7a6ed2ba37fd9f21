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
