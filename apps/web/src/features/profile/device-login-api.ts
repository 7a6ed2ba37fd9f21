import { deviceKeyEndpoints as endpoints } from '@vo/domain/auth/device-key.endpoints';
import type { DeviceKeyAuthType } from '@vo/domain/auth/device-key.rules';
import { call, unwrap } from '../../lib/api.ts';
import {
  createDeviceKey,
  findDeviceKey,
  forgetDeviceKey,
  keepDeviceKey,
  type StoredDeviceKey,
} from '../../lib/device-key.ts';

/** The "log in with fingerprint/face on this device" switch (docs/decisions/0027), this browser being the device. */

export const deviceLoginKey = (documentNumber: string) => ['device-login', documentNumber] as const;

/**
 * This browser's key for the person, as the server sees it: a key the server no longer knows (revoked from
 * another device, or by an operator) is forgotten here too, so the login page stops offering it.
 */
export async function readDeviceLogin(documentNumber: string): Promise<StoredDeviceKey | null> {
  const key = await findDeviceKey(documentNumber);
  if (!key) return null;
  const preference = unwrap(await call(endpoints.preference, { dispositivo: key.deviceId }, { silent: true }));
  if (preference.biometriaActiva && preference.userToken === key.keyId) {
    return preference.tipoBiometria === key.authType
      ? key
      : { ...key, authType: preference.tipoBiometria ?? key.authType };
  }
  await forgetDeviceKey(documentNumber);
  return null;
}

/** Makes a key in this browser and registers its public half; the private half stays in IndexedDB. */
export async function turnOnDeviceLogin(documentNumber: string, authType: DeviceKeyAuthType) {
  const made = await createDeviceKey();
  const envelope = await call(endpoints.register, {
    dispositivo: made.deviceId,
    clavePublica: made.publicKey,
    tipoAutenticacion: authType,
  });
  const registered = unwrap(envelope);
  const key: StoredDeviceKey = {
    documentNumber,
    deviceId: made.deviceId,
    keyId: registered.userToken ?? '',
    authType,
    privateKey: made.privateKey,
  };
  await keepDeviceKey(key);
  return { key, message: envelope.message };
}

/**
 * Revokes the key on the server first, then forgets it here: a key the server still honours is never orphaned.
 * A key the server had already revoked (from another device) is simply forgotten.
 */
export async function turnOffDeviceLogin(key: StoredDeviceKey) {
  const envelope = await call(
    endpoints.changePreference,
    { dispositivo: key.deviceId, biometriaActiva: false },
    { silent: true },
  );
  if (envelope.code !== 'deviceKeys.noKey') unwrap(envelope);
  await forgetDeviceKey(key.documentNumber);
  return { key: null, message: envelope.message };
}

/** Fingerprint or face id: how the person unlocks this device's key. */
export async function chooseDeviceLoginType(key: StoredDeviceKey, authType: DeviceKeyAuthType) {
  const envelope = await call(endpoints.changePreference, {
    dispositivo: key.deviceId,
    biometriaActiva: true,
    tipoBiometria: authType,
  });
  unwrap(envelope);
  const updated = { ...key, authType };
  await keepDeviceKey(updated);
  return { key: updated, message: envelope.message };
}
