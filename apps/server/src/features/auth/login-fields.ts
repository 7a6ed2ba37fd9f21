import type { SignedIn } from '@vo/domain/auth/auth.wire';
import type { AuthTypeCode, DeviceKeyAuthType } from '@vo/domain/auth/device-key.rules';
import type { Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { daysLeft } from '@vo/domain/session/session.rules';
import type { Executor } from '../../db/client.ts';
import { findLanguagePreference } from '../../platform/records/preferences.repo.ts';
import type { UserRow } from './auth.repo.ts';
import { findLiveKey } from './device-keys.repo.ts';
import { issuePasswordLink } from './password-links.ts';

/** What login and the mobile-session calls answer of a session (the login fields of spec §3 "Session"). */
export async function loginFields(
  db: Executor,
  secret: string,
  user: UserRow,
  session: { token: string; iat: number; exp: number },
  now: Date,
  /** Until the person stores a choice, the language the page was in when they logged in. */
  requestLanguage: Language,
  /** How the session was opened and from which device (spec §3 type and device id; docs/decisions/0027). */
  access: { authType: AuthTypeCode; device: string },
): Promise<SignedIn> {
  const stored = await findLanguagePreference(db, user.id);
  const key = access.device ? await findLiveKey(db, user.id, access.device) : null;
  const secureDays = user.securePasswordDueAt ? daysLeft(user.securePasswordDueAt, now) : 0;
  const secureLink =
    secureDays > 0 && user.securePasswordDueAt
      ? await issuePasswordLink(db, secret, user.id, 'segura', now, user.securePasswordDueAt)
      : null;
  return {
    token: session.token,
    documentNumber: user.documentNumber,
    fullName: user.fullName,
    isAdviser: user.isAdviser,
    isCashier: user.isCashier,
    adviserMessage: user.adviserMessage,
    canEnter: user.canEnter,
    secureDaysLeft: secureDays,
    secureLinkToken: secureLink,
    showIdModal: user.showIdModal,
    authType: access.authType,
    deviceId: access.device || null,
    deviceKey: key ? { id: key.id, authType: key.authType as DeviceKeyAuthType } : null,
    language: isLanguage(stored) ? stored : requestLanguage,
    issuedAt: session.iat,
    expiresAt: session.exp,
  };
}
