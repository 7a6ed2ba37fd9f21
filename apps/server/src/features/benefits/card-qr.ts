import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { ACCREDITATION_QR_TTL_SECONDS } from '@vo/domain/benefits/benefit-config';
import { SignJWT } from 'jose';
import QRCode from 'qrcode';

/** Only the gate check accepts these tokens; a session token is no card, and a card token no session. */
const GATE_AUDIENCE = 'vo-gate';
/** The key as jose takes it, made once per secret: a scan at the gate does not make it again (docs/decisions/0062). */
const keys = new Map<string, KeyObject>();
const key = (secret: string) => {
  let made = keys.get(secret);
  if (!made) {
    made = createSecretKey(new TextEncoder().encode(`gate:${secret}`));
    keys.set(secret, made);
  }
  return made;
};

/**
 * The QR on an accreditation card: a short-lived signed token naming the card. The page asks for a new
 * one while it is open, so a photo or screenshot of the QR stops opening the gate within minutes, and
 * nobody can make one for a card number they have guessed.
 */
export async function signedCardQr(secret: string, cardNumber: string, now: Date) {
  const expiresAt = new Date(now.getTime() + ACCREDITATION_QR_TTL_SECONDS * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(cardNumber)
    .setAudience(GATE_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  const svg = await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { token, svg, expiresAt };
}

/** A JSON object from a base64url segment of the token, or null. */
function segment(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The card number a scanned QR names, or null when it is not ours, was altered or has expired.
 *
 * The QR is the HS256 JWT signedCardQr above writes (the format of every QR already issued). Checked here with
 * node:crypto's synchronous HMAC instead of jose's `jwtVerify`, which goes through WebCrypto: two jobs on the
 * thread pool and an imported key per scan, the gate's largest cost after the database (docs/decisions/0067).
 * The same checks, no weaker: the header must say HS256 and nothing critical, the signature is compared in
 * constant time on its exact spelling (a base64url decoder would skip stray characters), the audience must be
 * the gate's, and an expiry must be there and not reached (jose's `exp <= now` with no tolerance).
 */
export function cardNumberFromQr(secret: string, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(createHmac('sha256', key(secret)).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const protectedHeader = segment(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader) return null;
  const claims = segment(payload);
  if (!claims) return null;
  const audience = claims.aud;
  if (!(audience === GATE_AUDIENCE || (Array.isArray(audience) && audience.includes(GATE_AUDIENCE)))) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
  return typeof claims.sub === 'string' ? claims.sub : null;
}
