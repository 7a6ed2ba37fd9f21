import { randomBytes, randomUUID } from 'node:crypto';
import type { DeviceKeyAuthType } from '@vo/domain/auth/device-key.rules';
import { AuthType, DEVICE_KEY_CHALLENGE_SECONDS, DEVICE_KEYS_PER_PERSON_MAX } from '@vo/domain/auth/device-key.rules';
import type { BiometricPreference } from '@vo/domain/auth/device-key.wire';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { findUserByDocument } from './auth.repo.ts';
import {
  countLiveKeys,
  type DeviceKeyRow,
  findLiveKey,
  insertChallenge,
  insertKey,
  lockPerson,
  revokeKey,
  sessionAuthType,
  setKeyAuthType,
} from './device-keys.repo.ts';
import { p256PublicKey } from './device-signature.ts';

/* Device keys (docs/decisions/0027): registered after a password login, spent as signed one-time challenges. */

const preferenceOf = (deviceId: string, key: Pick<DeviceKeyRow, 'id' | 'authType'> | null): BiometricPreference => ({
  deviceId,
  key: key ? { id: key.id, authType: key.authType as DeviceKeyAuthType } : null,
});

/**
 * POST user/dispositivo/clave: the device's new public key replaces any earlier one of the same device. Only
 * from a session opened with the password: someone holding a device's key session cannot spread keys further.
 */
export async function registerDeviceKey(
  deps: AppDeps,
  session: SessionContext,
  input: { deviceId: string; publicKey: string; authType: DeviceKeyAuthType },
  ip: string,
): Promise<BiometricPreference> {
  const now = deps.clock.now();
  if ((await sessionAuthType(deps.db, session.sessionId)) !== AuthType.password) {
    throw new AppError('deviceKeys.needsPassword');
  }
  if (!p256PublicKey(input.publicKey))
    throw new AppError('deviceKeys.publicKeyInvalid', 1, {}, { campo: 'clavePublica' });
  return deps.db.transaction(async (tx) => {
    await lockPerson(tx, session.userId);
    const replaced = await revokeKey(tx, session.userId, input.deviceId, now);
    if ((await countLiveKeys(tx, session.userId)) >= DEVICE_KEYS_PER_PERSON_MAX)
      throw new AppError('deviceKeys.tooMany');
    const key = { id: randomUUID(), authType: input.authType };
    await insertKey(tx, {
      ...key,
      userId: session.userId,
      device: input.deviceId,
      publicKey: input.publicKey,
      createdAt: now,
    });
    const detail = { keyId: key.id, device: input.deviceId, authType: input.authType, replaced };
    await audit(tx, { userId: session.userId, action: 'device-key.registered', ip, detail }, now);
    return preferenceOf(input.deviceId, key);
  });
}

/** GET user/preferencia/biometria: whether this device of the caller's logs in with its key. */
export async function biometricPreference(
  deps: AppDeps,
  session: SessionContext,
  deviceId: string,
): Promise<BiometricPreference> {
  return preferenceOf(deviceId, await findLiveKey(deps.db, session.userId, deviceId));
}

/**
 * PUT user/preferencia/biometria: off revokes the device's key on the server (the device forgets it too; a
 * device without a key is told so);
 * on keeps the key and records whether the person unlocks it with a finger or a face. Turning it on for a
 * device without a key needs the key first (POST user/dispositivo/clave).
 */
export async function changeBiometricPreference(
  deps: AppDeps,
  session: SessionContext,
  input: { deviceId: string; active: boolean; authType: DeviceKeyAuthType | null },
  ip: string,
): Promise<BiometricPreference> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!input.active) {
      // Nothing to turn off is said, not silently accepted: the caller named a device that holds no key.
      if (!(await revokeKey(tx, session.userId, input.deviceId, now))) throw new AppError('deviceKeys.noKey');
      const detail = { device: input.deviceId };
      await audit(tx, { userId: session.userId, action: 'device-key.revoked', ip, detail }, now);
      return preferenceOf(input.deviceId, null);
    }
    const key = await findLiveKey(tx, session.userId, input.deviceId);
    if (!key) throw new AppError('deviceKeys.registerFirst');
    if (input.authType !== null && input.authType !== key.authType) {
      await setKeyAuthType(tx, key.id, session.userId, input.authType);
      return preferenceOf(input.deviceId, { id: key.id, authType: input.authType });
    }
    return preferenceOf(input.deviceId, key);
  });
}

/**
 * POST user/login/desafio: a one-time challenge for the device's key. Every well-formed document and device
 * gets one that looks the same; only one with a live key is stored (and so can be spent), so the answer tells
 * nobody which documents exist or which devices hold keys (ASVS 6.3.8, docs/decisions/0018).
 */
export async function issueLoginChallenge(
  deps: AppDeps,
  input: { documentNumber: string; deviceId: string },
): Promise<{ value: string; seconds: number }> {
  const now = deps.clock.now();
  const value = randomBytes(32).toString('base64url');
  const user = await findUserByDocument(deps.db, input.documentNumber);
  const key = user ? await findLiveKey(deps.db, user.id, input.deviceId) : null;
  if (user && key) {
    const expiresAt = new Date(now.getTime() + DEVICE_KEY_CHALLENGE_SECONDS * 1000);
    await insertChallenge(deps.db, { id: value, keyId: key.id, userId: user.id, expiresAt }, now);
  }
  return { value, seconds: DEVICE_KEY_CHALLENGE_SECONDS };
}
