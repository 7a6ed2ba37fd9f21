/**
 * Where a person goes back to after logging in again, carried in the login page's address (`/?volver=…`):
 * a language change ends the session (spec §4), and the person should land on the page they were on
 * (docs/decisions/0025). Only a path of this portal is followed: never another site (`//evil`, `https:`).
 */
export const RETURN_PARAM = 'volver';

export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Nothing to come back to on the login page itself, and a hand-off address holds a one-time token.
  if (value === '/' || value.startsWith('/?') || value.startsWith('/mobile/')) return null;
  return value;
}

/** The login page's address that brings the person back to `path` (its search included). */
export function loginReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/';
}
