/** Three base64url segments, no padding, nothing else: the only shape a token we signed ever has. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Whether `token` is the one spelling of itself (docs/decisions/0041). A decoder that skips spaces, `=` and
 * stray characters, or ignores the unused bits of base64url's last character, reads many strings as one
 * signature; a memory keyed by the string would then forget one spelling and keep honouring the others.
 * The header and payload are signed as written, so only the signature's spelling could vary: it must
 * re-encode to exactly itself.
 */
export function isCanonicalToken(token: string): boolean {
  if (!COMPACT_JWT.test(token)) return false;
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}
