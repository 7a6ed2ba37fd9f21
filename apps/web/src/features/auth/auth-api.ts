import { authEndpoints as endpoints } from '@vo/domain/auth/auth.endpoints';
import type {
  LinkPasswordChange,
  MustChangePasswordData,
  PasswordChange,
  RecoveryMethod,
} from '@vo/domain/auth/auth.schemas';
import type { LoginData } from '@vo/domain/auth/auth.wire';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import type { Envelope } from '@vo/domain/envelope';
import { call, unwrap } from '../../lib/api.ts';
import { type StoredDeviceKey, signDeviceLogin } from '../../lib/device-key.ts';

export type { LinkInfo, LinkPurpose } from '@vo/domain/auth/auth.wire';

/** Calls of the auth capability (spec §7); each returns the data or throws ApiFailure with the server message. */

export function login(form: { user: string; password: string }) {
  // The envelope itself goes back: status 2 (must change password) is a path, not an error, and carries {usuario}.
  // The form is sent only once the box is ticked: the person accepted the version this page shows.
  const body = {
    user: form.user,
    password: form.password,
    dispositivo: 'web',
    tokenFCM: '',
    versionCodigoEtica: ETHICS_CODE_VERSION,
  };
  // Silent: a refusal (wrong password, locked account) is told once, in the form, not in a toast besides.
  return call(endpoints.login, body, { silent: true }) as Promise<Envelope<LoginData | MustChangePasswordData>>;
}

/**
 * Log in with this browser's key (auth type 2/3, docs/decisions/0027): a one-time challenge from the server,
 * signed here by the key that never leaves the browser. The ethics acceptance travels as with a password.
 */
export async function loginWithDeviceKey(key: StoredDeviceKey) {
  const challenge = unwrap(
    await call(deviceKeyEndpoints.challenge, { user: key.documentNumber, dispositivo: key.deviceId }),
  );
  const body = {
    user: key.documentNumber,
    dispositivo: key.deviceId,
    tokenFCM: '',
    versionCodigoEtica: ETHICS_CODE_VERSION,
    tipoAutenticacion: key.authType,
    desafio: challenge.desafio,
    firma: await signDeviceLogin(key, challenge.desafio),
  };
  // Silent: a refusal (wrong password, locked account) is told once, in the form, not in a toast besides.
  return call(endpoints.login, body, { silent: true }) as Promise<Envelope<LoginData | MustChangePasswordData>>;
}

export async function checkPasswordLink(usuario: string) {
  return unwrap(await call(endpoints.passwordLink, { usuario }, { silent: true }));
}

export async function setPasswordByLink(body: LinkPasswordChange): Promise<string | undefined> {
  const envelope = await call(endpoints.setPasswordByLink, body);
  unwrap(envelope);
  return envelope.message;
}

export async function changePassword(body: PasswordChange): Promise<string | undefined> {
  const envelope = await call(endpoints.changePassword, body);
  unwrap(envelope);
  return envelope.message;
}

export async function verifyRecoveryUser(ci: string) {
  return unwrap(await call(endpoints.recoveryChannels, { ci }));
}

export async function sendRecoveryCode(ci: string, metodo: RecoveryMethod) {
  const envelope = await call(endpoints.sendRecoveryCode, { ci, metodo });
  return { ...unwrap(envelope), message: envelope.message };
}

export async function validateRecoveryCode(ci: string, codigo: string) {
  // Silent: a wrong code is shown next to the code field, not as a toast over the page's buttons.
  return unwrap(await call(endpoints.checkRecoveryCode, { ci, codigo }, { silent: true }));
}
