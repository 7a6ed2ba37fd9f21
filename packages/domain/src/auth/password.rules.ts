import type { MessageKey } from '../i18n/en.ts';
import { PASSPHRASE_MIN_WORDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-config.ts';
import { type PasswordOwner, passwordWeaknesses } from './password-weakness.ts';

export type { PasswordOwner } from './password-weakness.ts';

/** "correct horse battery staple": four or more words separated by spaces. */
export function isPassphrase(password: string): boolean {
  return password.trim().split(/\s+/u).filter(Boolean).length >= PASSPHRASE_MIN_WORDS;
}

/**
 * Spec §5: at least 8 characters, upper and lower case, at least one special character. A passphrase
 * is judged by its length alone (ASVS 5.0 6.2.5: length, not composition). Either is then refused when it
 * is a repeat, built on a word everyone tries, or holds the owner's own data (when the caller knows the
 * owner; docs/decisions/0041); the list of common passwords still applies to both, on the server.
 */
export function passwordPolicyViolations(password: string, owner: PasswordOwner = {}): MessageKey[] {
  const violations: MessageKey[] = [];
  // Count code points, not UTF-16 units, so "ñ" or an emoji counts as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) violations.push('password.tooShort');
  if (length > PASSWORD_MAX_LENGTH) violations.push('password.tooLong');
  // The weaknesses are told once the length and composition are right: "aaaa" needs to hear "too short" first.
  const thenWeaknesses = () => (violations.length > 0 ? violations : passwordWeaknesses(password, owner));
  if (isPassphrase(password)) return thenWeaknesses();
  if (!/\p{Lu}/u.test(password)) violations.push('password.needsUpper');
  if (!/\p{Ll}/u.test(password)) violations.push('password.needsLower');
  // Anything that is neither a letter, a digit nor a space is special ("#", "ñ" is a letter, "€" is special).
  if (!/[^\p{L}\p{N}\s]/u.test(password)) violations.push('password.needsSpecial');
  return thenWeaknesses();
}
