import type { LoginInput, SignedIn } from '@vo/domain/auth/auth.wire';
import { AuthType, type AuthTypeCode } from '@vo/domain/auth/device-key.rules';
import { ethicsAcceptance } from '@vo/domain/auth/ethics.rules';
import type { Language } from '@vo/domain/config';
import { ApiStatus } from '@vo/domain/envelope';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { openSession } from '../../platform/sessions/sessions.ts';
import {
  findUserByDocument,
  recordEthicsAcceptance,
  recordSuccessfulLogin,
  replaceStaleHash,
  type UserRow,
} from './auth.repo.ts';
import { markKeyUsed } from './device-keys.repo.ts';
import { deviceKeyAdmits } from './device-login.ts';
import { refuseCounted, takeLoginAttempt, tryHeld } from './login-attempts.ts';
import { loginFields } from './login-fields.ts';
import { issuePasswordLink } from './password-links.ts';

export interface LoginClient {
  agent: string;
  ip: string;
  language: Language;
}

/**
 * POST user/login/nuevo: status 0 with the login fields, 1 refused, 2 must change the password.
 * A document nobody has, a wrong password and a barred account read, cost and count the same
 * (ASVS 6.3.8): the answer tells nothing about which documents exist or which password is right.
 */
export async function login(deps: AppDeps, input: LoginInput, client: LoginClient): Promise<SignedIn> {
  const now = deps.clock.now();
  // A page opened before the code of ethics changed showed the old text: its tick accepts nothing (spec §5).
  const ethics = ethicsAcceptance(input.ethicsVersion);
  if ('refusal' in ethics)
    throw new AppError(ethics.refusal, 1, { ethicsVersion: ethics.version }, { versionCodigoEtica: ethics.version });
  const { credential } = input;
  // A flood of logins is turned away before it costs the database anything either (a key login hashes nothing).
  if (credential.kind === 'password') await deps.passwords.refuseIfBusy();
  const user = await findUserByDocument(deps.db, input.documentNumber);
  // Held before the slow hash, in one statement: attempts sent all at once cannot all pass the lock.
  // Wrong signatures count against the same cap as wrong passwords (docs/decisions/0027).
  const attempt = await takeLoginAttempt(deps, input.documentNumber, user?.id ?? null, client.ip, now);
  const key = await tryHeld(attempt, async () =>
    credential.kind === 'device-key' ? deviceKeyAdmits(deps, user, { device: input.device, ...credential }) : null,
  );
  const password =
    credential.kind === 'password'
      ? await tryHeld(attempt, () => passwordAdmits(deps, user, credential.password))
      : null;
  const admitted = password ? password.admitted : key;
  const refusal = credential.kind === 'password' ? 'auth.invalidCredentials' : 'auth.deviceKeyRefused';
  if (!user || !admitted) {
    const failure = { userId: user?.id ?? null, action: 'login.failed', ip: client.ip, refusal } as const;
    return refuseCounted(deps, attempt, failure, now);
  }
  if (!(await attempt.succeeded())) throw attempt.locked();
  const authType = key ? (key.authType as AuthTypeCode) : AuthType.password;

  const secureDeadlinePassed = user.securePasswordDueAt !== null && user.securePasswordDueAt <= now;
  if (user.mustChangePassword || secureDeadlinePassed) {
    const usuario = await issuePasswordLink(deps.db, deps.jwtSecret, user.id, 'primer-ingreso', now);
    throw new AppError('auth.mustChangePassword', ApiStatus.mustChangePassword, {}, { usuario });
  }

  return deps.db.transaction(async (tx) => {
    await recordSuccessfulLogin(tx, user.id, now);
    // An old or weaker hash is replaced by the one just made, once however many logins of hers run (0058).
    if (password?.rehashed && (await replaceStaleHash(tx, user.id, user.passwordHash, password.rehashed)))
      await audit(tx, { userId: user.id, action: 'password.rehashed', ip: client.ip }, now);
    const session = await openSession(
      tx,
      deps,
      user,
      { device: input.device, pushToken: input.pushToken, agent: client.agent, authType },
      now,
    );
    if (key) await markKeyUsed(tx, key.id, now);
    const detail = { sessionId: session.sessionId, authType, ...(key ? { keyId: key.id } : {}) };
    await audit(tx, { userId: user.id, action: 'login', ip: client.ip, detail }, now);
    await recordEthicsAcceptance(tx, {
      userId: user.id,
      version: ethics.version,
      acceptedVia: ethics.via,
      agent: client.agent,
      sessionId: session.sessionId,
      acceptedAt: now,
    });
    return loginFields(tx, deps.jwtSecret, user, session, now, client.language, { authType, device: input.device });
  });
}

/**
 * One hash of the same cost whatever the document: a person's, nobody's, or someone's with no password yet
 * (the hasher verifies those against a dummy); a barred person's right password admits nothing. A right
 * password whose hash is scrypt or weaker than today's comes back hashed anew (docs/decisions/0058).
 */
async function passwordAdmits(deps: AppDeps, user: UserRow | null, password: string) {
  if (!user) {
    await deps.passwords.burnTime(password);
    return { admitted: false, rehashed: null };
  }
  const { right, rehashed } = await deps.passwords.check(password, user.passwordHash);
  return { admitted: right && user.canEnter, rehashed };
}
