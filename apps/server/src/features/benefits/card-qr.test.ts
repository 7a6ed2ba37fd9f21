import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { cardNumberFromQr, signedCardQr } from './card-qr.ts';

/**
 * docs/decisions/0067: the gate checks a card's QR with node:crypto's HMAC instead of jose's WebCrypto. A QR
 * issued before (jose's HS256 JWT) still opens the gate, and nothing that jose refused is let through.
 */
describe("the accreditation card's QR", () => {
  const secret = 'a-secret-of-the-instance';
  const now = new Date('2026-11-29T12:00:00Z');
  const seconds = Math.floor(now.getTime() / 1000);
  const key = new TextEncoder().encode(`gate:${secret}`);
  /** A token as jose writes it, with the claims and header given. */
  const jose = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) =>
    new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
  const card = { sub: 'AC-12-0000002', aud: 'vo-gate', iat: seconds, exp: seconds + 300 };

  it('reads the card number of a QR issued by the cards page, and of one jose signed before this check', async () => {
    const issued = await signedCardQr(secret, 'AC-12-0000002', now);
    expect(cardNumberFromQr(secret, issued.token, now)).toBe('AC-12-0000002');
    expect(cardNumberFromQr(secret, await jose(card), now)).toBe('AC-12-0000002');
    expect(cardNumberFromQr(secret, await jose({ ...card, aud: ['other', 'vo-gate'] }), now)).toBe('AC-12-0000002');
  });

  it('refuses a QR out of date, of another audience or secret, altered, unsigned or of another algorithm', async () => {
    const good = await jose(card);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hmac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
    const refused = [
      await jose({ ...card, exp: seconds }),
      await jose({ ...card, exp: undefined }),
      await jose({ ...card, nbf: seconds + 60 }),
      await jose({ ...card, aud: 'vo-session' }),
      await jose({ ...card, sub: 42 }),
      await new SignJWT(card).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('gate:other')),
      // A critical extension it does not know (jose refuses it), another algorithm or none, even when its "signature" is the right HMAC of what it says.
      `${b64({ alg: 'HS256', crit: ['x'], x: 1 })}.${payload}.${hmac(`${b64({ alg: 'HS256', crit: ['x'], x: 1 })}.${payload}`)}`,
      `${b64({ alg: 'none' })}.${payload}.`,
      `${b64({ alg: 'HS512' })}.${payload}.${hmac(`${b64({ alg: 'HS512' })}.${payload}`)}`,
      `${header}.${b64({ ...card, exp: seconds + 86_400 })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}xx`,
      // Base64url decoders skip stray characters: the signature is compared as written.
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature}.`,
      `${header}.${payload}`,
      '',
      'AC-12-0000002',
    ];
    for (const token of refused) expect(cardNumberFromQr(secret, token, now), token).toBeNull();
    expect(cardNumberFromQr(secret, good, now)).toBe('AC-12-0000002');
  });
});
