/**
 * The code of ethics accepted at login (spec §2 "/ login (with ethics-code acceptance)", §5 "Ethics code must
 * be accepted at login"; docs/decisions/0024). Its version moves whenever its text does: a person who
 * accepted an older one accepts the new one at their next login.
 */
export const ETHICS_CODE_VERSION = '2026.1';
/** A version as a client may send it: longer is no version of ours. */
export const ETHICS_VERSION_MAX_LENGTH = 20;

/**
 * How a login's acceptance was given: the client sent the version in force ('accepted'), or sent no
 * version at all ('not-sent': a client older than the field, which spec §7's native app may be).
 */
export type EthicsAcceptedVia = 'accepted' | 'not-sent';

/**
 * What a login's acceptance amounts to: the version a client sent must be the one in force (a page
 * opened before the code changed showed the old text, so its tick accepts nothing); a client that sends
 * none is let in and recorded as such.
 */
export function ethicsAcceptance(
  sentVersion: string | null,
  inForce: string = ETHICS_CODE_VERSION,
): { via: EthicsAcceptedVia; version: string } | { refusal: 'auth.ethicsOutdated'; version: string } {
  if (sentVersion === null) return { via: 'not-sent', version: inForce };
  if (sentVersion !== inForce) return { refusal: 'auth.ethicsOutdated', version: inForce };
  return { via: 'accepted', version: inForce };
}
