import { z } from 'zod';
import { documentNumberSchema, passwordInputSchema } from './auth.schemas.ts';
import {
  DEVICE_ID_MAX_LENGTH,
  DEVICE_KEY_AUTH_TYPES,
  DEVICE_PUBLIC_KEY_MAX_LENGTH,
  type DeviceKeyAuthType,
} from './device-key.rules.ts';

/* The wire of device keys: registering one, the fingerprint/face-id preference, the login challenge (0027). */

const deviceIdSchema = z
  .string({ error: 'auth.deviceRequired' })
  .trim()
  .min(1, { error: 'auth.deviceRequired' })
  .max(DEVICE_ID_MAX_LENGTH, { error: 'auth.deviceRequired' });

const deviceKeyTypeSchema = z.literal(DEVICE_KEY_AUTH_TYPES, { error: 'auth.authTypeInvalid' });

/** POST user/dispositivo/clave: the public half of a key the device just made (SPKI DER, base64). */
export const deviceKeyRegisterRequest = z
  .object({
    dispositivo: deviceIdSchema,
    clavePublica: z
      .string({ error: 'deviceKeys.publicKeyInvalid' })
      .max(DEVICE_PUBLIC_KEY_MAX_LENGTH, { error: 'deviceKeys.publicKeyInvalid' })
      .regex(/^[A-Za-z0-9+/_=-]+$/, { error: 'deviceKeys.publicKeyInvalid' }),
    tipoAutenticacion: deviceKeyTypeSchema,
  })
  .transform((body) => ({
    deviceId: body.dispositivo,
    publicKey: body.clavePublica,
    authType: body.tipoAutenticacion,
  }));

/** GET user/preferencia/biometria?dispositivo=: the preference of the device asking. */
export const biometricPreferenceQuery = z
  .object({ dispositivo: deviceIdSchema })
  .transform((query) => ({ deviceId: query.dispositivo }));

/** PUT user/preferencia/biometria: off revokes the device's key; on switches between fingerprint and face id. */
export const biometricPreferenceChange = z
  .object({
    dispositivo: deviceIdSchema,
    biometriaActiva: z.boolean({ error: 'deviceKeys.preferenceInvalid' }),
    tipoBiometria: deviceKeyTypeSchema.optional(),
  })
  .transform((body) => ({
    deviceId: body.dispositivo,
    active: body.biometriaActiva,
    authType: body.tipoBiometria ?? null,
  }));

/**
 * POST user/dispositivos/cerrar: "sign out every device" (a lost or stolen phone): every session of the person
 * ends, this one included, and every device key is revoked. The password is typed again first (ASVS 7.5.2).
 */
export const signOutEverywhereSchema = z.object({ actual: passwordInputSchema });
export type SignOutEverywhere = z.infer<typeof signOutEverywhereSchema>;
export const signOutEverywhereRequest = signOutEverywhereSchema.transform((body) => ({ currentPassword: body.actual }));

/** POST user/login/desafio: a one-time challenge for the device's key (before login, so by document). */
export const loginChallengeRequest = z
  .object({ user: documentNumberSchema, dispositivo: deviceIdSchema })
  .transform((body) => ({ documentNumber: body.user, deviceId: body.dispositivo }));

/** Inside: a device's fingerprint/face-id preference, i.e. its active key. */
export interface BiometricPreference {
  deviceId: string;
  key: { id: string; authType: DeviceKeyAuthType } | null;
}

export const biometricPreferenceAnswer = z.object({
  idDispositivo: z.string(),
  biometriaActiva: z.boolean(),
  tipoBiometria: deviceKeyTypeSchema.nullable(),
  /** The key's id, which the device keeps to name it (spec §3 userToken); null once revoked. */
  userToken: z.string().nullable(),
});
export type BiometricPreferenceData = z.output<typeof biometricPreferenceAnswer>;

export const biometricPreferenceWire = (preference: BiometricPreference): BiometricPreferenceData => ({
  idDispositivo: preference.deviceId,
  biometriaActiva: preference.key !== null,
  tipoBiometria: preference.key?.authType ?? null,
  userToken: preference.key?.id ?? null,
});

export const loginChallengeAnswer = z.object({ desafio: z.string(), expiraEnSegundos: z.number().int() });
export type LoginChallengeData = z.output<typeof loginChallengeAnswer>;

export const loginChallengeWire = (challenge: { value: string; seconds: number }): LoginChallengeData => ({
  desafio: challenge.value,
  expiraEnSegundos: challenge.seconds,
});
