import type { Language } from '@vo/domain/config';
import { api, unwrap } from './api.ts';
import { setUiLanguage, t } from './i18n.ts';
import { type HostMessageType, notifyHost } from './mobile-bridge.ts';
import { navigateTo } from './navigation.ts';
import { clearSession, getSession } from './session-store.ts';
import { showToast, type ToastSeverity } from './toast-bus.ts';

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

/** The session is over locally: tell the native host, or else show the toast and go to login. */
function leave(host: { type: HostMessageType; message: string }, toast: { severity: ToastSeverity; message: string }) {
  if (notifyHost(host.type, host.message)) return;
  showToast(toast.severity, toast.message);
  navigateTo('/', { replace: true });
}

/** Ends the session on the server too, so the token stops working now, then drops it here. */
async function unloginHere(): Promise<void> {
  await whileEndingHere(async () => {
    try {
      await api('user/unlogin', { method: 'POST', body: {} });
    } catch {
      // The client already told the person; the local session ends even when the server cannot be reached.
    }
    clearSession();
  });
}

/** Status 7 from any call. */
export function expireSession(serverMessage?: string): void {
  const message = t('session.expired');
  clearSession();
  leave({ type: 'SESSION_EXPIRED', message: serverMessage ?? message }, { severity: 'error', message });
}

/** The user chose to log out. */
export async function logout(): Promise<void> {
  await unloginHere();
  const message = t('session.loggedOut');
  leave({ type: 'LOGOUT_MESSAGE', message }, { severity: 'info', message });
}

/** The inactivity timer ran out (SESSION_INACTIVITY_SECONDS without a click or key). */
export async function endSessionForInactivity(): Promise<void> {
  await unloginHere();
  leave(
    { type: 'INACTIVITY', message: t('mobile.inactivity') },
    { severity: 'warning', message: t('session.expiredInactivity') },
  );
}

/** Spec §4: changing the language on the server ends the session; the person logs in again in that language. */
export async function changeLanguageOnServer(language: Language): Promise<void> {
  await whileEndingHere(async () => {
    unwrap(await api('user/preferencia/actualizar/lenguaje', { method: 'POST', body: { lenguaje: language } }));
    clearSession();
    await setUiLanguage(language);
    const message = t('session.languageChanged');
    leave({ type: 'LOGOUT_MESSAGE', message }, { severity: 'info', message });
  });
}

/** What the person is told when the realtime channel ends the session, by the reason the server gives. */
const ELSEWHERE_MESSAGES = {
  language: 'session.languageChanged',
  logout: 'session.loggedOut',
} as const;

/** The realtime channel says this session ended elsewhere: another tab, another device, the operator (spec §4 `unlogin`). */
export function endSessionFromElsewhere(reason: string): void {
  if (!getSession() || endingHere) return;
  clearSession();
  const key = Object.hasOwn(ELSEWHERE_MESSAGES, reason)
    ? ELSEWHERE_MESSAGES[reason as keyof typeof ELSEWHERE_MESSAGES]
    : 'session.expiredPush';
  const message = t(key);
  leave({ type: 'LOGOUT_MESSAGE', message }, { severity: 'warning', message });
}
