import type { Language } from '@vo/domain/config';
import { api, unwrap } from './api.ts';
import { setUiLanguage, t } from './i18n.ts';
import { notifyHost } from './mobile-bridge.ts';
import { navigateTo } from './navigation.ts';
import { clearSession, getSession } from './session-store.ts';
import { showToast } from './toast-bus.ts';

/** Every way a session ends; inside the native app the host is told instead of redirecting (spec §4). */

/**
 * Set while this page itself ends its session: the server's `unlogin` on the realtime channel
 * then echoes what the page already knows, and must not tell the person a second, different story.
 */
let endingHere = false;
async function whileEndingHere<T>(work: () => Promise<T>): Promise<T> {
  endingHere = true;
  try {
    return await work();
  } finally {
    endingHere = false;
  }
}

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
  await whileEndingHere(async () => {
    try {
      await api('user/unlogin', { method: 'POST', body: {} });
    } catch {
      // The token is dropped locally even when the server cannot be reached.
    }
    clearSession();
  });
  if (notifyHost('LOGOUT_MESSAGE', t('session.loggedOut'))) return;
  showToast('info', t('session.loggedOut'));
  navigateTo('/', { replace: true });
}

/** The inactivity timer ran out (SESSION_INACTIVITY_SECONDS without a click or key). */
export async function endSessionForInactivity(): Promise<void> {
  await whileEndingHere(async () => {
    try {
      // Ended on the server too, in the browser and in the web view alike: the token must stop working now.
      await api('user/unlogin', { method: 'POST', body: {} });
    } catch {
      // Already told by the client; the local session ends anyway.
    }
    clearSession();
  });
  if (notifyHost('INACTIVITY', t('mobile.inactivity'))) return;
  showToast('warning', t('session.expiredInactivity'));
  navigateTo('/', { replace: true });
}

/** Spec §4: changing the language on the server ends the session; the person logs in again in that language. */
export async function changeLanguageOnServer(language: Language): Promise<void> {
  await whileEndingHere(async () => {
    unwrap(await api('user/preferencia/actualizar/lenguaje', { method: 'POST', body: { lenguaje: language } }));
    endSessionForLanguageChange(language);
  });
}

function endSessionForLanguageChange(language: Language): void {
  clearSession();
  setUiLanguage(language);
  if (notifyHost('LOGOUT_MESSAGE', t('session.languageChanged'))) return;
  showToast('info', t('session.languageChanged'));
  navigateTo('/', { replace: true });
}

/** The realtime channel says this session ended elsewhere: another tab, another device, the operator (spec §4 `unlogin`). */
export function endSessionFromElsewhere(reason: string): void {
  if (!getSession() || endingHere) return;
  clearSession();
  const message =
    reason === 'language'
      ? t('session.languageChanged')
      : reason === 'logout'
        ? t('session.loggedOut')
        : t('session.expiredPush');
  if (notifyHost('LOGOUT_MESSAGE', message)) return;
  showToast('warning', message);
  navigateTo('/', { replace: true });
}
