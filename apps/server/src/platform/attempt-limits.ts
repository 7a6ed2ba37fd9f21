import type { AttemptLimit } from '@vo/domain/attempt-limit';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { Executor } from '../db/client.ts';
import { attemptLock, claimAttempt, forgetAttempts, lockAttempts } from './attempts.repo.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import type { SessionContext } from './sessions.ts';

const MINUTE_MS = 60_000;
const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));

/** The refusal a person reads while a cap holds, with the minutes left. */
export const capReached = (limit: AttemptLimit, until: Date, now: Date) =>
  new AppError(
    limit.refusal,
    1,
    { minutes: minutesUntil(until, now) },
    limit.field ? { campo: limit.field } : undefined,
  );

/** Until when the cap holds for this subject, or null while attempts are allowed. */
export async function lockedUntil(db: Executor, limit: AttemptLimit, subject: string, now: Date): Promise<Date | null> {
  const until = await attemptLock(db, limit.scope, subject);
  return until && until > now ? until : null;
}

export interface AttemptTicket {
  /** The attempt's number in its window. */
  count: number;
  /** After a success: takes the attempt back as the limit says; false when a lock was set meanwhile. */
  succeeded(): Promise<boolean>;
  /**
   * After a failure: when this was the last attempt the cap allows, locks and answers the refusal to
   * throw instead of the failure's own message.
   */
  failed(): Promise<AppError | null>;
  /** The attempt could not be made (the server was busy): it does not count. */
  withdrawn(): Promise<void>;
  /** The refusal to give when `succeeded` found a lock set meanwhile. */
  locked(): AppError;
}

/**
 * Counts one attempt against the account's cap before anything is tried (so requests sent at once
 * cannot all slip under it), or throws the cap's refusal. Must run outside the attempt's own
 * transaction: a refused attempt rolls its work back, never its count.
 */
export async function takeAttempt(
  db: Executor,
  limit: AttemptLimit,
  subject: string,
  now: Date,
  options: {
    /** Runs once, by whichever attempt set the lock (to audit it). */
    onLock?: () => Promise<void>;
    /** The same request sent again (a money call's key and body) counts once: see attemptFingerprint. */
    fingerprint?: string | undefined;
  } = {},
): Promise<AttemptTicket> {
  const onLock = options.onLock ?? (async () => {});
  const windowStart = new Date(now.getTime() - limit.windowMinutes * MINUTE_MS);
  const claim = await claimAttempt(db, {
    scope: limit.scope,
    subject,
    now,
    windowStart,
    fingerprint: options.fingerprint,
  });
  if (claim.lockedUntil && claim.lockedUntil > now) throw capReached(limit, claim.lockedUntil, now);
  const lockUntil = () =>
    limit.lockMinutes !== undefined
      ? new Date(now.getTime() + limit.lockMinutes * MINUTE_MS)
      : new Date(claim.windowStartedAt.getTime() + limit.windowMinutes * MINUTE_MS);
  const lock = async () => {
    const until = lockUntil();
    const lockedNow = await lockAttempts(db, limit.scope, subject, until, now);
    if (lockedNow) await onLock();
    return { refusal: capReached(limit, until, now), lockedNow };
  };
  if (claim.count > limit.max) {
    // Attempts beyond the cap are refused without trying: the one that reached it may still be running.
    await lock();
    throw capReached(limit, lockUntil(), now);
  }
  return {
    count: claim.count,
    succeeded: async () =>
      limit.onSuccess === 'keep' || forgetAttempts(db, limit.scope, subject, limit.onSuccess === 'forget-all', now),
    failed: async () => (claim.count >= limit.max ? (await lock()).refusal : null),
    withdrawn: async () => {
      await forgetAttempts(db, limit.scope, subject, false, now);
    },
    locked: () => capReached(limit, lockUntil(), now),
  };
}

/**
 * Runs `work` as one attempt against a person's cap: a refusal whose key is in `failures` counts (the
 * last one allowed answers the cap's refusal instead), a success or any other refusal does not.
 */
export async function countedAttempt<T>(
  db: Executor,
  attempt: { limit: AttemptLimit; subject: string; now: Date; fingerprint?: string | undefined },
  failures: ReadonlySet<MessageKey>,
  work: () => Promise<T>,
): Promise<T> {
  const ticket = await takeAttempt(db, attempt.limit, attempt.subject, attempt.now, {
    fingerprint: attempt.fingerprint,
  });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof AppError && failures.has(error.key)) throw (await ticket.failed()) ?? error;
    await ticket.withdrawn();
    throw error;
  }
  await ticket.succeeded();
  return result;
}

/**
 * A per-person cap on refused guesses (prepaid codes, "pay for me" codes): `work` runs counted against
 * `limit` for the caller, and only the refusals in `failures` use up a try.
 */
export const perPersonCap =
  (limit: AttemptLimit, failures: ReadonlySet<MessageKey>) =>
  <T>(deps: AppDeps, session: SessionContext, work: () => Promise<T>, fingerprint?: string) =>
    countedAttempt(
      deps.db,
      { limit, subject: String(session.userId), now: deps.clock.now(), fingerprint },
      failures,
      work,
    );
