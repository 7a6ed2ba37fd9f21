import type { Language } from '@vo/domain/config';
import { api } from './api.ts';
import { setUiLanguage, t } from './i18n.ts';
import { notifyHost } from './mobile-bridge.ts';
import { navigateTo } from './navigation.ts';
import { clearSession } from './session-store.ts';
import { showToast } from './toast-bus.ts';

/** Every way a session ends; inside the native app the host is told instead of redirecting (spec §4). */

/** Status 7 from any call. */
export function expireSession(serverMessage?: string): void {
  const message = t('session.expired');
  clearSession();
  if (notifyHost('SESSION_EXPIRED', serverMessage ?? message)) return;
  showToast('error', message);
  navigateTo('/', { replace: true });
}

/** The user chose to log out. */
export async function logout(): Promise<void> {
  try {
    await api('user/unlogin', { method: 'POST', body: {} });
  } catch {
    // The token is dropped locally even when the server cannot be reached.
  }
  clearSession();
  if (notifyHost('LOGOUT_MESSAGE', t('session.loggedOut'))) return;
  showToast('info', t('session.loggedOut'));
  navigateTo('/', { replace: true });
}

/** The inactivity timer ran out (SESSION_INACTIVITY_SECONDS without a click or key). */
export async function endSessionForInactivity(): Promise<void> {
  try {
    // Ended on the server too, in the browser and in the web view alike: the token must stop working now.
    await api('user/unlogin', { method: 'POST', body: {} });
  } catch {
    // Already told by the client; the local session ends anyway.
  }
  clearSession();
  if (notifyHost('INACTIVITY', t('mobile.inactivity'))) return;
  showToast('warning', t('session.expiredInactivity'));
  navigateTo('/', { replace: true });
}

/** The server ends the session when a logged-in user changes language; they log in again in the new one. */
export function endSessionForLanguageChange(language: Language): void {
  clearSession();
  setUiLanguage(language);
  if (notifyHost('LOGOUT_MESSAGE', t('session.languageChanged'))) return;
  showToast('info', t('session.languageChanged'));
  navigateTo('/', { replace: true });
}
