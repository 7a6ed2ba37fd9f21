/*
 * Logging in with a device's own key (spec §3 "Session": auth type 1 password, 2 fingerprint, 3 face id;
 * docs/decisions/0027). After a password login the device makes an ECDSA P-256 key pair that never leaves
 * it, the server keeps the public half; later the device signs a one-time challenge instead of sending a
 * password. No password is ever stored on the device.
 */

/** Authentication kind of a session (spec §3): 1 password, 2 fingerprint, 3 face id. */
export const AuthType = { password: 1, fingerprint: 2, faceId: 3 } as const;
export type AuthTypeCode = (typeof AuthType)[keyof typeof AuthType];
/** The kinds a device key stands for: the device unlocks its key with a finger or a face. */
export const DEVICE_KEY_AUTH_TYPES = [AuthType.fingerprint, AuthType.faceId] as const;
export type DeviceKeyAuthType = (typeof DEVICE_KEY_AUTH_TYPES)[number];

export const isDeviceKeyAuthType = (value: number): value is DeviceKeyAuthType =>
  (DEVICE_KEY_AUTH_TYPES as readonly number[]).includes(value);

/** A challenge lives long enough for a person to touch the sensor, and no longer. */
export const DEVICE_KEY_CHALLENGE_SECONDS = 120;
/** Phones, tablets and browsers one person keeps keys on; a lost one is revoked from any other. */
export const DEVICE_KEYS_PER_PERSON_MAX = 5;
/** The device id is the login's `dispositivo` (spec §7), which is at most this long. */
export const DEVICE_ID_MAX_LENGTH = 200;
/** A P-256 public key as SPKI DER in base64 is 124 characters; room for line breaks and padding variants. */
export const DEVICE_PUBLIC_KEY_MAX_LENGTH = 400;
/** A P-256 signature is 64 bytes raw or at most 72 as DER: under 100 characters of base64. */
export const DEVICE_SIGNATURE_MAX_LENGTH = 200;
/** Challenges are 32 random bytes in base64url (43 characters). */
export const DEVICE_CHALLENGE_MAX_LENGTH = 100;

/**
 * What the device signs: the challenge with the document and the device it was asked for, and a label of
 * ours, so a signature made for this portal's login is good for nothing else (and for no other person).
 */
export function deviceLoginMessage(challenge: string, documentNumber: string, deviceId: string): string {
  return `virtual-office-login\n${documentNumber}\n${deviceId}\n${challenge}`;
}
