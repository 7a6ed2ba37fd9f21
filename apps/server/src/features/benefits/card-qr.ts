import { createSecretKey, type KeyObject } from 'node:crypto';
import { ACCREDITATION_QR_TTL_SECONDS } from '@vo/domain/benefits/benefit-config';
import { jwtVerify, SignJWT } from 'jose';
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

/** The card number a scanned QR names, or null when it is not ours, was altered or has expired. */
export async function cardNumberFromQr(secret: string, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: GATE_AUDIENCE,
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
