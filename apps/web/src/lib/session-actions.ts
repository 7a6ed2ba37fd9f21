import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import type { SignOutEverywhere } from '@vo/domain/auth/device-key.wire';
import type { Language } from '@vo/domain/config';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { call, unwrap } from './api.ts';
import { forgetDeviceKey } from './device-key.ts';
import { setUiLanguage, t } from './i18n.ts';
import { loginReturningTo } from './return-path.ts';
import { leave, whileEndingHere } from './session-end.ts';
import { clearSession, getSession } from './session-store.ts';

/** The ways a session ends that the server must hear of first; the local ending is session-end.ts. */

/** Ends the session on the server too, so the token stops working now, then drops it here. */
async function unloginHere(): Promise<void> {
  await whileEndingHere(async () => {
    try {
      await call(sessionEndpoints.logout);
    } catch {
      // The client already told the person; the local session ends even when the server cannot be reached.
    }
    clearSession();
  });
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
    unwrap(await call(sessionEndpoints.changeLanguage, { lenguaje: language }));
    // Asked to log in again, the person finds their document typed: only the password is left to give.
    const documento = getSession()?.ci ?? '';
    clearSession();
    await setUiLanguage(language);
    const message = t('session.languageChanged');
    // The person logs in again in the new language and comes back to this page, not to the home.
    const here = `${window.location.pathname}${window.location.search}`;
    leave({ type: 'LOGOUT_MESSAGE', message }, { severity: 'info', message }, loginReturningTo(here), { documento });
  });
}

/**
 * "Sign out every device" (docs/decisions/0041): every session of the person ends on the server, this one too,
 * and every device key is revoked; this browser forgets its key as well. A wrong password throws, nothing ends.
 */
export async function signOutEveryDevice(form: SignOutEverywhere): Promise<void> {
  await whileEndingHere(async () => {
    const envelope = await call(deviceKeyEndpoints.signOutEverywhere, form, { silent: true });
    unwrap(envelope);
    const documentNumber = getSession()?.ci;
    if (documentNumber) await forgetDeviceKey(documentNumber).catch(() => {});
    clearSession();
    const message = envelope.message ?? t('session.loggedOut');
    leave({ type: 'LOGOUT_MESSAGE', message }, { severity: 'info', message });
  });
}
