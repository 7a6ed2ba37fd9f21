import { dictionary } from '@zxcvbn-ts/language-common';

// The 49 000 most common passwords of the zxcvbn-ts project, all lower case; compared ignoring
// case so "P@ssw0rd" counts as "p@ssw0rd" (ASVS 6.2.x). Kept on the server: too big for the page.
const COMMON = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
