import { PASSPHRASE_MIN_WORDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../config.ts';
import type { MessageKey } from '../i18n/en.ts';

/** "correct horse battery staple": four or more words separated by spaces. */
export function isPassphrase(password: string): boolean {
  return password.trim().split(/\s+/u).filter(Boolean).length >= PASSPHRASE_MIN_WORDS;
}

/**
 * Spec §5: at least 8 characters, upper and lower case, at least one special character. A passphrase
 * is judged by its length alone (ASVS 5.0 6.2.5: length, not composition); the list of common
 * passwords still applies to both, on the server.
 */
export function passwordPolicyViolations(password: string): MessageKey[] {
  const violations: MessageKey[] = [];
  // Count code points, not UTF-16 units, so "ñ" or an emoji counts as one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) violations.push('password.tooShort');
  if (length > PASSWORD_MAX_LENGTH) violations.push('password.tooLong');
  if (isPassphrase(password)) return violations;
  if (!/\p{Lu}/u.test(password)) violations.push('password.needsUpper');
  if (!/\p{Ll}/u.test(password)) violations.push('password.needsLower');
  // Anything that is neither a letter, a digit nor a space is special ("#", "ñ" is a letter, "€" is special).
  if (!/[^\p{L}\p{N}\s]/u.test(password)) violations.push('password.needsSpecial');
  return violations;
}
