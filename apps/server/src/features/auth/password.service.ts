import { passwordPolicyViolations } from '@vo/domain/auth/password.rules';
import { daysLeft } from '@vo/domain/session/session.rules';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { endAllSessionsOfUser } from '../../platform/sessions/sessions.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { consumePasswordLink, findUserById, type UserRow, updatePassword } from './auth.repo.ts';
import { isCommonPassword } from './common-passwords.ts';
import { revokeAllKeys } from './device-keys.repo.ts';
import { refuseCounted, takeLoginAttempt, tryHeld } from './login-attempts.ts';
import { readPasswordLink } from './password-links.ts';
import { liftGuessingLocks } from './password-recovery.service.ts';

/** GET /user/password/enlace: lets the page refuse a dead link before the person types anything. */
export async function inspectPasswordLink(deps: AppDeps, token: string) {
  const now = deps.clock.now();
  const link = await readPasswordLink(deps.db, deps.jwtSecret, token, now);
  const user = await findUserById(deps.db, link.userId);
  const due = user?.securePasswordDueAt;
  return { purpose: link.purpose, secureDaysLeft: due ? daysLeft(due, now) : 0 };
}

/** POST /user/password/enlace: first login, recovery and secure change all end here. */
export async function changePasswordByLink(deps: AppDeps, input: { linkToken: string; password: string }, ip: string) {
  const now = deps.clock.now();
  const link = await readPasswordLink(deps.db, deps.jwtSecret, input.linkToken, now);
  const user = await findUserById(deps.db, link.userId);
  if (!user) throw new AppError('auth.linkInvalid');
  refuseWeakPassword(input.password, user);
  if (await deps.passwords.verify(input.password, user.passwordHash)) throw new AppError('auth.passwordReused');
  const passwordHash = await deps.passwords.hash(input.password);
  const ended = await deps.db.transaction(async (tx) => {
    // Two tabs submitting the same link: the second finds it used and changes nothing.
    if (!(await consumePasswordLink(tx, link.id, now))) throw new AppError('auth.linkInvalid');
    // Whoever holds a lost device must not keep a way in that the new password does not close (0041).
    const keysRevoked = await revokeAllKeys(tx, user.id, now);
    await audit(tx, { userId: user.id, action: `password.${link.purpose}`, ip, detail: { keysRevoked } }, now);
    await liftGuessingLocks(tx, user.documentNumber);
    return replacePassword(tx, user.id, passwordHash, now);
  });
  deps.events.emit('sessionsEnded', { sessionIds: ended, reason: 'password' });
}

/** POST /user/password/cambiar: the logged-in person proves the current password first. */
export async function changeOwnPassword(
  deps: AppDeps,
  session: SessionContext,
  input: { currentPassword: string; password: string; closeDevices: boolean },
  ip: string,
) {
  const now = deps.clock.now();
  await deps.passwords.refuseIfBusy();
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError('session.expired', 7);
  // A stolen token (or a device key's session) must not make this a guessing machine: the current password
  // uses up the login's tries and meets its lock (docs/decisions/0041).
  const attempt = await takeLoginAttempt(deps, user.documentNumber, user.id, ip, now);
  if (!(await tryHeld(attempt, () => deps.passwords.verify(input.currentPassword, user.passwordHash)))) {
    const refusal = 'auth.currentPasswordWrong';
    return refuseCounted(deps, attempt, { userId: user.id, action: 'password.change.failed', ip, refusal }, now);
  }
  if (!(await attempt.succeeded())) throw attempt.locked();
  if (input.currentPassword === input.password) throw new AppError('auth.passwordReused');
  refuseWeakPassword(input.password, user);
  const passwordHash = await deps.passwords.hash(input.password);
  const ended = await deps.db.transaction(async (tx) => {
    // Asked for (cerrarDispositivos): the native app that sends nothing keeps its keys, as before (0041).
    const keysRevoked = input.closeDevices ? await revokeAllKeys(tx, user.id, now) : 0;
    await audit(tx, { userId: user.id, action: 'password.change', ip, detail: { keysRevoked } }, now);
    return replacePassword(tx, user.id, passwordHash, now, session.sessionId);
  });
  deps.events.emit('sessionsEnded', { sessionIds: ended, reason: 'password' });
}

/**
 * What the schema could not know: the person's own document, names and e-mail (the rule is the domain's, the
 * form runs it with what it knows), then the 49 000 common passwords; each refusal next to the field (0041).
 */
function refuseWeakPassword(password: string, user: UserRow) {
  const owner = { documentNumber: user.documentNumber, fullName: user.fullName, email: user.email };
  const [weakness] = passwordPolicyViolations(password, owner);
  if (weakness) throw new AppError(weakness, 1, {}, { campo: 'password' });
  if (isCommonPassword(password)) throw new AppError('password.common', 1, {}, { campo: 'password' });
}

/** A new password ends every other open session of that person: a thief with an old token is out. */
async function replacePassword(tx: Tx, userId: number, passwordHash: string, now: Date, keepSessionId?: string) {
  await updatePassword(tx, userId, passwordHash);
  return endAllSessionsOfUser(tx, userId, 'password', now, keepSessionId);
}

/**
 * POST user/dispositivos/cerrar, "sign out every device": after the password (counted like a login's), every
 * session of the person ends, the caller's too, and every device key is revoked (docs/decisions/0041).
 */
export async function signOutEverywhere(
  deps: AppDeps,
  session: SessionContext,
  input: { currentPassword: string },
  ip: string,
) {
  const now = deps.clock.now();
  await deps.passwords.refuseIfBusy();
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError('session.expired', 7);
  const attempt = await takeLoginAttempt(deps, user.documentNumber, user.id, ip, now);
  if (!(await tryHeld(attempt, () => deps.passwords.verify(input.currentPassword, user.passwordHash)))) {
    const refusal = 'auth.currentPasswordWrong';
    return refuseCounted(deps, attempt, { userId: user.id, action: 'devices.signOut.failed', ip, refusal }, now);
  }
  if (!(await attempt.succeeded())) throw attempt.locked();
  const ended = await deps.db.transaction(async (tx) => {
    const keysRevoked = await revokeAllKeys(tx, user.id, now);
    await audit(tx, { userId: user.id, action: 'devices.signedOut', ip, detail: { keysRevoked } }, now);
    return endAllSessionsOfUser(tx, user.id, 'forced', now);
  });
  deps.events.emit('sessionsEnded', { sessionIds: ended, reason: 'forced' });
}
