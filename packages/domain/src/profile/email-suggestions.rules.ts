/**
 * Spec §9 "E-mail domain suggestions: {host}, {host}, {host}, {host}": the spec leaves the hosts out; these
 * are the four that most people in Bolivia use (docs/decisions/0028), in that order.
 */
export const EMAIL_SUGGESTION_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com'] as const;

/**
 * The addresses offered while an e-mail is typed: once there is a name and an "@", each suggested host that
 * starts with what follows it ("ana@gm" → "ana@gmail.com"). Nothing before the "@", a second "@", or a host
 * already complete offers nothing, so a finished address is never nagged.
 */
export function emailSuggestions(typed: string, domains: readonly string[] = EMAIL_SUGGESTION_DOMAINS): string[] {
  const value = typed.trim();
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return [];
  const name = value.slice(0, at);
  const host = value.slice(at + 1).toLowerCase();
  if (/\s/.test(name)) return [];
  return domains.filter((domain) => domain.startsWith(host) && domain !== host).map((domain) => `${name}@${domain}`);
}
