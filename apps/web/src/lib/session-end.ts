import { t } from './i18n.ts';
import { type HostMessageType, notifyHost } from './mobile-bridge.ts';
import { navigateTo } from './navigation.ts';
import { clearSession, getSession } from './session-store.ts';
import { showToast, type ToastSeverity } from './toast-bus.ts';

/**
 * How a session ends in this page, without calling the server: the API client ends it on status 7 and
 * the calls that end it on the server (session-actions.ts) end here too, so this file must not import
 * the API client. Inside the native app the host is told instead of redirecting (spec §4).
 */

/**
 * Set while this page itself ends its session: the server's `unlogin` on the realtime channel
 * then echoes what the page already knows, and must not tell the person a second, different story.
 */
let endingHere = false;
export async function whileEndingHere<T>(work: () => Promise<T>): Promise<T> {
  endingHere = true;
  try {
    return await work();
  } finally {
    endingHere = false;
  }
}

/** The session is over locally: tell the native host, or else show the toast and go to login. */
export function leave(
  host: { type: HostMessageType; message: string },
  toast: { severity: ToastSeverity; message: string },
  loginAddress = '/',
  loginState?: LoginHandOver,
) {
  if (notifyHost(host.type, host.message)) return;
  showToast(toast.severity, toast.message);
  navigateTo(loginAddress, { replace: true, state: loginState });
}

/** What the login page is handed when it asks the same person to log in again: the document is already typed. */
export interface LoginHandOver {
  documento: string;
}

/** The document a login page was handed, if any (a reload or another path hands nothing). */
export const handedDocument = (state: unknown): string =>
  typeof (state as LoginHandOver | null)?.documento === 'string' ? (state as LoginHandOver).documento : '';

/** Status 7 from any call. */
export function expireSession(serverMessage?: string): void {
  const message = t('session.expired');
  clearSession();
  leave({ type: 'SESSION_EXPIRED', message: serverMessage ?? message }, { severity: 'error', message });
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
