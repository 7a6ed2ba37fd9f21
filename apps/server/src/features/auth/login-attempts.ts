import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_ATTEMPTS } from '@vo/domain/auth/attempt-limits';
import { LOGIN_FAILURES_BEFORE_SLOWDOWN } from '@vo/domain/auth/auth-config';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { type AttemptTicket, takeAttempt } from '../../platform/limits/attempt-limits.ts';
import { audit } from '../../platform/records/audit.repo.ts';

/**
 * One try of the document's password cap (LOGIN_ATTEMPTS), held before the slow hash: the login, a device
 * key's signature and the change route's current password all use it up the same way (docs/decisions/0041).
 */
export function takeLoginAttempt(
  deps: AppDeps,
  documentNumber: string,
  userId: number | null,
  ip: string,
  now: Date,
): Promise<AttemptTicket> {
  return takeAttempt(deps.db, LOGIN_ATTEMPTS, documentNumber, now, {
    onLock: () => audit(deps.db, { userId, action: 'login.locked', ip }, now),
  });
}

/** Runs the check of a held try; anything that throws before an answer (a busy hash pool) gives the try back. */
export async function tryHeld<T>(attempt: AttemptTicket, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
}

/**
 * Spec §5 / ASVS 6.3: a failure is audited and counted; from the 3rd each answer waits a little longer, the
 * 5th locks the document for a while. The same path for every kind of document, known or not (ASVS 6.3.8).
 */
export async function refuseCounted(
  deps: AppDeps,
  attempt: AttemptTicket,
  failure: { userId: number | null; action: string; ip: string; refusal: MessageKey },
  now: Date,
): Promise<never> {
  await audit(deps.db, { userId: failure.userId, action: failure.action, ip: failure.ip }, now);
  const locked = await attempt.failed();
  if (locked) throw locked;
  if (attempt.count >= LOGIN_FAILURES_BEFORE_SLOWDOWN) {
    const pause = deps.pause ?? sleep;
    await pause(deps.loginSlowdownMs * (attempt.count - LOGIN_FAILURES_BEFORE_SLOWDOWN + 1));
  }
  throw new AppError(failure.refusal);
}
