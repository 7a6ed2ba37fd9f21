import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginData, LoginRequest } from '@vo/domain/auth/auth.schemas';
import type { Language } from '@vo/domain/config';
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_FAILURES_BEFORE_SLOWDOWN, LOGIN_LOCK_MINUTES } from '@vo/domain/config';
import { ApiStatus } from '@vo/domain/envelope';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { openSession } from '../../platform/sessions.ts';
import { findUserByDocument, recordFailedLogin, recordSuccessfulLogin, type UserRow } from './auth.repo.ts';
import { loginFields } from './login-fields.ts';
import { issuePasswordLink } from './password-links.ts';

export interface LoginClient {
  agent: string;
  ip: string;
  language: Language;
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** POST user/login/nuevo: status 0 with the login fields, 1 refused, 2 must change the password. */
export async function login(deps: AppDeps, input: LoginRequest, client: LoginClient): Promise<LoginData> {
  const now = deps.clock.now();
  const user = await findUserByDocument(deps.db, input.user);
  if (!user) {
    // Same work as a wrong password, so response time does not tell which documents exist.
    await deps.passwords.burnTime(input.password);
    throw new AppError('auth.invalidCredentials');
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    throw new AppError('auth.locked', ApiStatus.failure, { minutes: minutesUntil(user.lockedUntil, now) });
  }
  if (!(await deps.passwords.verify(input.password, user.passwordHash))) {
    await refuseWrongPassword(deps, user, client, now);
  }
  if (!user.canEnter) throw new AppError('auth.cannotEnter');

  const secureDeadlinePassed = user.securePasswordDueAt !== null && user.securePasswordDueAt <= now;
  if (user.mustChangePassword || secureDeadlinePassed) {
    const usuario = await issuePasswordLink(deps.db, deps.jwtSecret, user.id, 'primer-ingreso', now);
    throw new AppError('auth.mustChangePassword', ApiStatus.mustChangePassword, {}, { usuario });
  }

  return deps.db.transaction(async (tx) => {
    await recordSuccessfulLogin(tx, user.id, now);
    const session = await openSession(
      tx,
      deps,
      user,
      { device: input.dispositivo ?? '', pushToken: input.tokenFCM ?? '', agent: client.agent },
      now,
    );
    await audit(tx, { userId: user.id, action: 'login', ip: client.ip, detail: { sessionId: session.sessionId } }, now);
    return loginFields(tx, deps.jwtSecret, user, session, now, client.language);
  });
}

/** Spec §5 / ASVS 6.x: repeated failures slow down, then lock the account for a while. */
async function refuseWrongPassword(deps: AppDeps, user: UserRow, client: LoginClient, now: Date): Promise<never> {
  const failures = user.failedLoginCount + 1;
  const locks = failures >= LOGIN_FAILURES_BEFORE_LOCK;
  const lockedUntil = locks ? new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000) : null;
  await deps.db.transaction(async (tx) => {
    await recordFailedLogin(tx, user.id, lockedUntil);
    await audit(tx, { userId: user.id, action: locks ? 'login.locked' : 'login.failed', ip: client.ip }, now);
  });
  if (lockedUntil) throw new AppError('auth.locked', ApiStatus.failure, { minutes: LOGIN_LOCK_MINUTES });
  if (failures >= LOGIN_FAILURES_BEFORE_SLOWDOWN) {
    await sleep(deps.loginSlowdownMs * (failures - LOGIN_FAILURES_BEFORE_SLOWDOWN + 1));
  }
  throw new AppError('auth.invalidCredentials');
}
