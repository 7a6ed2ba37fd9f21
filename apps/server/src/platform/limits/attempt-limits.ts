import { EventEmitter } from 'node:events';
import type { AttemptLimit } from '@vo/domain/attempt-limit';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import type { SessionContext } from '../sessions/sessions.ts';
import {
  attemptLock,
  claimAttempt,
  forgetAttempts,
  giveTryBack,
  holdTry,
  lockAttempts,
  type TryClaim,
  tryFailed,
} from './attempts.repo.ts';

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
  /** The attempt's number in its window; for a failures-only cap, after `failed`, the failures so far. */
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
  if (limit.holdsTries) return holdOneTry(db, limit, subject, now, onLock);
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
 * A held try is given back within seconds (a hash waits at most PASSWORD_HASH_QUEUE turns); one held longer
 * was lost with its process (a crash mid-hash) and holds nothing any more.
 */
const TRY_HELD_MAX_MS = 60_000;
/** How long an attempt waits for a try to come back before it is told to try again (counting nothing). */
const TRY_WAIT_MAX_MS = 5_000;
/** Tries given back on another instance are noticed this often; on this one, at once. */
const TRY_POLL_MS = 250;
/** Told when a try of a subject comes back on this instance. */
const triesBack = new EventEmitter().setMaxListeners(0);
/** Per subject, the waiters of this instance in line: only the first asks the database, the rest wait for it. */
const lines = new Map<string, Promise<unknown>>();

function tryComesBack(topic: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      triesBack.off(topic, done);
      resolve();
    };
    const timer = setTimeout(done, TRY_POLL_MS);
    triesBack.once(topic, done);
  });
}

/** Runs `wait` after the waiters ahead in the subject's line are done: thirty waiters make one poller. */
function inLine<T>(topic: string, wait: () => Promise<T>): Promise<T> {
  const ahead = lines.get(topic) ?? Promise.resolve();
  const mine = ahead.then(wait, wait);
  const settled = mine.then(
    () => {},
    () => {},
  );
  lines.set(topic, settled);
  void settled.then(() => {
    if (lines.get(topic) === settled) lines.delete(topic);
  });
  return mine;
}

/**
 * A failures-only cap (docs/decisions/0041): the attempt holds one of the cap's tries while it runs, so that
 * of thirty sent at once only `max` are ever tried; a right one gives its try back and forgets the failures,
 * a wrong one turns it into a failure and the one that reaches `max` locks. Attempts finding every try held
 * wait for one to come back (six devices logging in at once all get in), and never lock anything.
 */
async function holdOneTry(
  db: Executor,
  limit: AttemptLimit,
  subject: string,
  now: Date,
  onLock: () => Promise<void>,
): Promise<AttemptTicket> {
  const topic = `${limit.scope}\n${subject}`;
  const windowStart = new Date(now.getTime() - limit.windowMinutes * MINUTE_MS);
  const heldUntil = new Date(now.getTime() + TRY_HELD_MAX_MS);
  const lockUntil = () => new Date(now.getTime() + (limit.lockMinutes ?? limit.windowMinutes) * MINUTE_MS);
  const waitUntil = performance.now() + TRY_WAIT_MAX_MS;
  const claim = () => holdTry(db, { scope: limit.scope, subject, max: limit.max, now, windowStart, heldUntil });
  const outcome = (got: TryClaim) => {
    if (!got.held && got.lockedUntil) throw capReached(limit, got.lockedUntil, now);
    return got.held;
  };
  if (!outcome(await claim())) {
    await inLine(topic, async () => {
      for (;;) {
        if (outcome(await claim())) return;
        if (performance.now() >= waitUntil) throw new AppError('platform.busy');
        await tryComesBack(topic);
      }
    });
  }
  let released = false;
  const release = async (work: () => Promise<void>) => {
    if (released) return;
    released = true;
    try {
      await work();
    } finally {
      triesBack.emit(topic);
    }
  };
  let lockedMeanwhile = false;
  const ticket: AttemptTicket = {
    count: 0,
    succeeded: async () => {
      await release(async () => {
        lockedMeanwhile = !(await giveTryBack(db, limit.scope, subject, limit.onSuccess !== 'keep', now));
      });
      return !lockedMeanwhile;
    },
    failed: async () => {
      let refusal: AppError | null = null;
      await release(async () => {
        const { failures, lockedUntil } = await tryFailed(db, limit.scope, subject, now);
        ticket.count = failures;
        if (lockedUntil) refusal = capReached(limit, lockedUntil, now);
        else if (failures >= limit.max) {
          const until = lockUntil();
          if (await lockAttempts(db, limit.scope, subject, until, now)) await onLock();
          refusal = capReached(limit, until, now);
        }
      });
      return refusal;
    },
    withdrawn: () => release(async () => void (await giveTryBack(db, limit.scope, subject, false, now))),
    locked: () => capReached(limit, lockUntil(), now),
  };
  return ticket;
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
