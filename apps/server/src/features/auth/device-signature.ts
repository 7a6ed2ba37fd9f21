import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** A P-256 signature written as r‖s (WebCrypto); anything else is read as DER (Android, iOS keystores). */
const RAW_P256_SIGNATURE_BYTES = 64;

/** The public key a device sent (SPKI DER, base64 or base64url), if it is an ECDSA P-256 key. */
export function p256PublicKey(spkiBase64: string): KeyObject | null {
  try {
    const key = createPublicKey({ key: Buffer.from(spkiBase64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? key : null;
  } catch {
    return null;
  }
}

/** Whether `signatureBase64` is the key's ECDSA-SHA256 signature of `message` (UTF-8). Never throws. */
export function signatureMatches(spkiBase64: string, message: string, signatureBase64: string): boolean {
  const key = p256PublicKey(spkiBase64);
  if (!key) return false;
  const signature = Buffer.from(signatureBase64, 'base64');
  const dsaEncoding = signature.length === RAW_P256_SIGNATURE_BYTES ? 'ieee-p1363' : 'der';
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), { key, dsaEncoding }, signature);
  } catch {
    return false;
  }
}
