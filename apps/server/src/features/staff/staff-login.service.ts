import { STAFF_CODE_ATTEMPTS, STAFF_LOGIN_ATTEMPTS } from '@vo/domain/back-office/staff-attempt-limits';
import { isAuthenticatorCode } from '@vo/domain/back-office/staff-auth.wire';
import { isStaffRole } from '@vo/domain/back-office/staff-roles';
import { STAFF_CHALLENGE_TTL_MINUTES } from '@vo/domain/config';
import { countedAttempt } from '../../platform/attempt-limits.ts';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashRecoveryCode, totpStep } from '../../platform/staff-secrets.ts';
import { openStaffSession, signStaffChallenge, staffOfChallenge } from '../../platform/staff-sessions.ts';
import { claimTotpStep, findStaffByEmail, findStaffById, unusedRecoveryCodes, useRecoveryCode } from './staff.repo.ts';

/*
 * The staff's sign-in in two steps (docs/decisions/0038). Each step's failures are counted in the database
 * before anything is tried (platform/attempt-limits.ts), so requests sent all at once cannot pass the lock:
 * passwords per e-mail, codes per staff member. An unknown e-mail costs and reads like a wrong password.
 */

const WRONG_PASSWORD = new Set(['staff.invalidCredentials'] as const);
const WRONG_CODE = new Set(['staff.codeInvalid'] as const);

export async function staffPasswordStep(deps: AppDeps, input: { email: string; password: string }, ip: string) {
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
      const right = await deps.passwords.verify(input.password, member.passwordHash);
      if (!right || member.active !== 1) {
        await audit(deps.db, { staffId: member.id, action: 'staff.login.refused', ip }, now);
        throw new AppError('staff.invalidCredentials');
      }
      return { desafio: await signStaffChallenge(deps, member.id, now, STAFF_CHALLENGE_TTL_MINUTES) };
    },
  );
}

export async function staffCodeStep(deps: AppDeps, input: { challenge: string; code: string }, ip: string) {
  const now = deps.clock.now();
  const staffId = await staffOfChallenge(deps, input.challenge, now);
  return countedAttempt(
    deps.db,
    { limit: STAFF_CODE_ATTEMPTS, subject: String(staffId), now },
    WRONG_CODE,
    async () => {
      const member = await findStaffById(deps.db, staffId);
      if (member?.active !== 1 || !isStaffRole(member.role)) throw new AppError('staff.challengeExpired');
      const accepted = isAuthenticatorCode(input.code)
        ? await totpAccepted(deps, member, input.code, now)
        : await useRecoveryCode(deps.db, member.id, hashRecoveryCode(input.code), now);
      if (!accepted) {
        await audit(deps.db, { staffId: member.id, action: 'staff.code.refused', ip }, now);
        throw new AppError('staff.codeInvalid', 1, {}, { campo: 'codigo' });
      }
      const token = await openStaffSession(deps, member.id, now);
      const method = isAuthenticatorCode(input.code) ? 'totp' : 'recovery-code';
      await audit(deps.db, { staffId: member.id, action: 'staff.login', ip, detail: { method } }, now);
      return {
        nombre: member.fullName,
        correo: member.email,
        rol: member.role,
        token,
        codigosRestantes: await unusedRecoveryCodes(deps.db, member.id),
      };
    },
  );
}

async function totpAccepted(deps: AppDeps, member: { id: number; totpSecret: string }, code: string, now: Date) {
  const step = totpStep(member.totpSecret, code, now);
  return step !== null && (await claimTotpStep(deps.db, member.id, step));
}
