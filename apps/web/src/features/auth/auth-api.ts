import type {
  LinkPasswordChange,
  LoginData,
  LoginRequest,
  MustChangePasswordData,
  PasswordChange,
  RecoveryMethod,
  RecoveryMethodOption,
} from '@vo/domain/auth/auth.schemas';
import { api, unwrap } from '../../lib/api.ts';

/** Calls of the auth capability (spec §7); each returns the data or throws ApiFailure with the server message. */

export function login(form: Pick<LoginRequest, 'user' | 'password'>) {
  // The envelope itself goes back: status 2 (must change password) is a path, not an error.
  return api<LoginData | MustChangePasswordData>('user/login/nuevo', {
    method: 'POST',
    body: { user: form.user, password: form.password, dispositivo: 'web', tokenFCM: '' },
  });
}

export type LinkPurpose = 'primer-ingreso' | 'recuperacion' | 'segura';
export interface LinkInfo {
  proposito: LinkPurpose;
  cantidadDiasLoginCarnet: number;
}

export async function checkPasswordLink(usuario: string): Promise<LinkInfo> {
  return unwrap(await api<LinkInfo>('user/password/enlace', { query: { usuario }, silent: true }));
}

export async function setPasswordByLink(body: LinkPasswordChange): Promise<string | undefined> {
  const envelope = await api('user/password/enlace', { method: 'POST', body });
  unwrap(envelope);
  return envelope.message;
}

export async function changePassword(body: PasswordChange): Promise<string | undefined> {
  const envelope = await api('user/password/cambiar', { method: 'POST', body });
  unwrap(envelope);
  return envelope.message;
}

export async function verifyRecoveryUser(ci: string) {
  return unwrap(
    await api<{ metodos: RecoveryMethodOption[] }>('user/recuperar/verificar', { method: 'POST', body: { ci } }),
  );
}

export async function sendRecoveryCode(ci: string, metodo: RecoveryMethod) {
  const envelope = await api<{ destino: string; expiraEnSegundos: number }>('user/recuperar/enviar', {
    method: 'POST',
    body: { ci, metodo },
  });
  return { ...unwrap(envelope), message: envelope.message };
}

export async function validateRecoveryCode(ci: string, codigo: string) {
  return unwrap(await api<{ usuario: string }>('user/recuperar/validar', { method: 'POST', body: { ci, codigo } }));
}
