import type { LoginData } from '@vo/domain/auth/auth.wire';
import { type Role, roleOf } from '@vo/domain/session/session.rules';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';
import { forgetLastKnown } from './last-known.ts';
import { StorageKeys } from './storage-keys.ts';

/** Shown on home while a secure password is still due (login's cantidadDiasLoginCarnet). */
export interface SecureReminder {
  days: number;
  usuario: string;
}

export interface Session {
  token: string;
  ci: string;
  role: Role;
  secureReminder: SecureReminder | null;
  /** Login's mostrarModalCarnet: the back office asks this person for their ID card. */
  idCardAsked: boolean;
}

function read(): Session | null {
  const token = localStorage.getItem(StorageKeys.token);
  if (!token) return null;
  const role = localStorage.getItem(StorageKeys.role);
  let secureReminder: SecureReminder | null = null;
  try {
    secureReminder = JSON.parse(localStorage.getItem(StorageKeys.secureReminder) ?? 'null') as SecureReminder | null;
  } catch {
    secureReminder = null;
  }
  return {
    token,
    ci: localStorage.getItem(StorageKeys.ci) ?? '',
    role: role === 'adviser' || role === 'cashier' ? role : 'customer',
    secureReminder,
    idCardAsked: localStorage.getItem(StorageKeys.idCardAsked) === '1',
  };
}

const store = createExternalStore<Session | null>(read());

// Another tab logging in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === StorageKeys.token) store.set(read());
});

export function getToken(): string | null {
  return store.get()?.token ?? null;
}

export function getSession(): Session | null {
  return store.get();
}

/** Spec §4: login stores the token and the document number in local storage. */
export function startSession(data: LoginData): void {
  // What another session kept for offline reading is never shown to this one (docs/decisions/0044).
  forgetLastKnown();
  localStorage.setItem(StorageKeys.token, data.token);
  localStorage.setItem(StorageKeys.ci, data.ci);
  localStorage.setItem(StorageKeys.role, roleOf({ isAdviser: data.esVendedor === 1, isCashier: data.esCajero === 1 }));
  const reminder: SecureReminder | null =
    data.cantidadDiasLoginCarnet > 0 && data.usuarioCambioSeguro
      ? { days: data.cantidadDiasLoginCarnet, usuario: data.usuarioCambioSeguro }
      : null;
  if (reminder) localStorage.setItem(StorageKeys.secureReminder, JSON.stringify(reminder));
  else localStorage.removeItem(StorageKeys.secureReminder);
  // An older server or native host may omit it: then nobody is asked.
  if (data.mostrarModalCarnet === true) localStorage.setItem(StorageKeys.idCardAsked, '1');
  else localStorage.removeItem(StorageKeys.idCardAsked);
  store.set(read());
}

/** The secure password has been set: home stops reminding. */
export function clearSecureReminder(): void {
  localStorage.removeItem(StorageKeys.secureReminder);
  store.set(read());
}

/** Logout, expiry or a failed session load removes the token (spec §4). */
export function clearSession(): void {
  for (const key of [
    StorageKeys.token,
    StorageKeys.ci,
    StorageKeys.role,
    StorageKeys.secureReminder,
    StorageKeys.welcomed,
    StorageKeys.idCardAsked,
    StorageKeys.idCardDismissed,
  ]) {
    localStorage.removeItem(key);
  }
  forgetLastKnown();
  store.set(null);
}

export function useSession(): Session | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
