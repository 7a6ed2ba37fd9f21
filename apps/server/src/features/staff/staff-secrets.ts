import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/*
 * The staff's second factor (docs/decisions/0038): TOTP of RFC 6238 (SHA-1, 6 digits, 30 s, what every
 * authenticator app reads) through `otpauth`, and one-time recovery codes of 8 letters and digits.
 */

const PERIOD_SECONDS = 30;

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/**
 * The 30-second step a code belongs to, if it is right now or one step either side (a phone's clock drifts),
 * else null. The caller refuses a step not newer than the last one accepted: a code is used once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Recovery codes are random and long enough that a fast hash keeps them safe at rest. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
