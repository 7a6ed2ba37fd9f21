import { createHmac } from 'node:crypto';
import { STAFF_CHALLENGE_TTL_MINUTES } from '@vo/domain/back-office/back-office-config';
import { STAFF_CODE_ATTEMPTS, STAFF_LOGIN_ATTEMPTS } from '@vo/domain/back-office/staff-attempt-limits';
import { isAuthenticatorCode, type StaffSignedIn } from '@vo/domain/back-office/staff-auth.wire';
import { isStaffRole, type StaffRole } from '@vo/domain/back-office/staff-roles';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { countedAttempt, takeAttempt } from '../../platform/limits/attempt-limits.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import {
  challengeExpired,
  openStaffSession,
  signStaffChallenge,
  staffOfChallenge,
} from '../../platform/sessions/staff-sessions.ts';
import {
  claimTotpStep,
  findStaffByEmail,
  findStaffById,
  recoveryCodeUsed,
  replaceStaleStaffHash,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './staff.repo.ts';
import { hashRecoveryCode, totpStep } from './staff-secrets.ts';

/*
 * The staff's sign-in in two steps (docs/decisions/0038). Each step's failures are counted in the database
 * before anything is tried (platform/limits/attempt-limits.ts), so requests sent all at once cannot pass the lock:
 * passwords per e-mail, codes per staff member. An unknown e-mail costs and reads like a wrong password. Both
 * steps are also throttled per address (staff.routes.ts), and an administrator lifts a lock (docs/decisions/0042).
 */

const WRONG_PASSWORD = new Set(['staff.invalidCredentials'] as const);

/** The first step: answers the signed proof that the password was right (the challenge of the second). */
export async function staffPasswordStep(
  deps: AppDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<string> {
  await deps.passwords.refuseIfBusy();
  const now = deps.clock.now();
  return countedAttempt(
    deps.db,
    { limit: STAFF_LOGIN_ATTEMPTS, subject: input.email, now },
    WRONG_PASSWORD,
    async () => {
      const member = await findStaffByEmail(deps.db, input.email);
      if (!member) {
        await deps.passwords.burnTime(input.password);
        throw new AppError('staff.invalidCredentials');
      }
      const { right, rehashed } = await deps.passwords.check(input.password, member.passwordHash);
      if (!right || member.active !== 1) {
        await audit(deps.db, { staffId: member.id, action: 'staff.login.refused', ip }, now);
        throw new AppError('staff.invalidCredentials');
      }
      // A scrypt or weaker hash is replaced once, however many sign-ins of the member run (docs/decisions/0058).
      if (rehashed && (await replaceStaleStaffHash(deps.db, member.id, member.passwordHash, rehashed)))
        await audit(deps.db, { staffId: member.id, action: 'staff.password.rehashed', ip }, now);
      return signStaffChallenge(deps, member.id, now, STAFF_CHALLENGE_TTL_MINUTES);
    },
  );
}

/**
 * The second step. A wrong code is a failure; a right code sent again (a double tap, five copies at once, a
 * code seen over a shoulder) is refused as used but is no guess, so it never locks (docs/decisions/0042):
 * copies of one code share one count (their fingerprint) and a replay is neither failure nor success.
 * The code is claimed and the session opened in one transaction, once per first-step proof.
 */
export async function staffCodeStep(
  deps: AppDeps,
  input: { challenge: string; code: string },
  ip: string,
): Promise<StaffSignedIn> {
  const now = deps.clock.now();
  const proof = await staffOfChallenge(deps, input.challenge, now);
  const fingerprint = createHmac('sha256', deps.jwtSecret).update(`staff-code:${proof.staffId}:${input.code}`);
  const ticket = await takeAttempt(deps.db, STAFF_CODE_ATTEMPTS, String(proof.staffId), now, {
    fingerprint: fingerprint.digest('hex'),
  });
  let member: StaffRow & { role: StaffRole };
  let outcome: { token: string } | 'wrong' | 'replayed';
  try {
    const found = await findStaffById(deps.db, proof.staffId);
    if (found?.active !== 1 || !isStaffRole(found.role)) throw challengeExpired();
    member = { ...found, role: found.role };
    outcome = await deps.db.transaction(async (tx) => {
      const checked = await checkCode(tx, found, input.code, now);
      if (checked !== 'accepted') return checked;
      const token = await openStaffSession(deps, found.id, now, { challengeId: proof.challengeId, db: tx });
      // The proof opened a session already: the code just claimed goes back unused with the rollback.
      if (token === null) throw challengeExpired();
      return { token };
    });
  } catch (error) {
    // Not a guess (a proof used or expired, a member disabled, the database down): it does not count.
    await ticket.withdrawn();
    throw error;
  }
  if (typeof outcome === 'string') {
    const action = outcome === 'wrong' ? 'staff.code.refused' : 'staff.code.replayed';
    await audit(deps.db, { staffId: member.id, action, ip }, now);
    const refusal = new AppError('staff.codeInvalid', 1, {}, { campo: 'codigo' });
    // A replay keeps its one count (shared by its copies) and is refused as used; a wrong code may lock.
    throw outcome === 'wrong' ? ((await ticket.failed()) ?? refusal) : refusal;
  }
  await ticket.succeeded();
  const { token } = outcome;
  const method = isAuthenticatorCode(input.code) ? 'totp' : 'recovery-code';
  await audit(deps.db, { staffId: member.id, action: 'staff.login', ip, detail: { method } }, now);
  return {
    fullName: member.fullName,
    email: member.email,
    role: member.role,
    token,
    recoveryCodesLeft: await unusedRecoveryCodes(deps.db, member.id),
  };
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

async function checkCode(
  tx: Tx,
  member: StaffRow,
  code: string,
  now: Date,
): Promise<'accepted' | 'replayed' | 'wrong'> {
  if (isAuthenticatorCode(code)) {
    const step = totpStep(member.totpSecret, code, now);
    if (step === null) return 'wrong';
    return (await claimTotpStep(tx, member.id, step)) ? 'accepted' : 'replayed';
  }
  const hash = hashRecoveryCode(code);
  if (await useRecoveryCode(tx, member.id, hash, now)) return 'accepted';
  return (await recoveryCodeUsed(tx, member.id, hash)) ? 'replayed' : 'wrong';
}
