import { FALLBACK_LANGUAGE, type Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { roleOf } from '@vo/domain/session/session.rules';
import type { Home } from '@vo/domain/session/session.wire';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findLanguagePreference, saveLanguagePreference } from '../../platform/records/preferences.repo.ts';
import { assertOwnDocument } from '../../platform/sessions/own-document.ts';
import { endSession } from '../../platform/sessions/sessions.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { findHomeFields, savePushToken } from './session.repo.ts';

/** POST user/unlogin: the token stops working at once. */
export async function logout(deps: AppDeps, session: SessionContext) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await endSession(tx, session.sessionId, 'logout', now);
    await audit(tx, { userId: session.userId, action: 'logout' }, now);
  });
  deps.events.emit('sessionsEnded', { sessionIds: [session.sessionId], reason: 'logout' });
}

export async function preferredLanguage(deps: AppDeps, session: SessionContext): Promise<Language> {
  const stored = await findLanguagePreference(deps.db, session.userId);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
}

/** Spec §4: changing the language on the server ends the session; the person logs in again. */
export async function changeLanguage(deps: AppDeps, session: SessionContext, language: Language) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveLanguagePreference(tx, session.userId, language, now);
    await endSession(tx, session.sessionId, 'language', now);
  });
  deps.events.emit('sessionsEnded', { sessionIds: [session.sessionId], reason: 'language' });
}

/** POST token/user/register: only for oneself. */
export async function registerDevice(
  deps: AppDeps,
  session: SessionContext,
  input: { documentNumber: string; pushToken: string; imei: string },
) {
  assertOwnDocument(session, input.documentNumber);
  await savePushToken(deps.db, session.userId, input.pushToken, input.imei, deps.clock.now());
}

export async function homeOf(deps: AppDeps, session: SessionContext): Promise<Home> {
  // Kept until the person's row changes (docs/decisions/0037).
  const user = await keptRead(deps, 'home', [`person:${session.userId}`], 'home', () =>
    findHomeFields(deps.db, session.userId),
  );
  if (!user) throw new AppError('session.expired', 7);
  return {
    fullName: user.fullName,
    documentNumber: user.documentNumber,
    role: roleOf(user),
    email: user.email,
    phone: user.phone,
    // A campaign message set in the back office speaks to every adviser over their own (decision 0039).
    adviserMessage: user.isAdviser ? deps.limits.campaignMessage || user.adviserMessage : '',
    previousLoginAt: user.previousLoginAt,
    sessionStartedAt: session.createdAt,
  };
}
