import { ApiFailure } from './api-client.ts';

/**
 * Which form field a refusal of the server is about, from its catalogue key (the envelope's `code`), so
 * the page can show the message next to that field (STYLE: errors are values of the catalogue).
 * `fields` maps a key prefix ("profile.phone") to the field it concerns; null when none matches.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): { field: F; message: string } | null {
  if (!(error instanceof ApiFailure)) return null;
  const { code, message } = error.envelope;
  if (!code || !message) return null;
  const prefix = Object.keys(fields).find((candidate) => code.startsWith(candidate));
  return prefix ? { field: fields[prefix]!, message } : null;
}
