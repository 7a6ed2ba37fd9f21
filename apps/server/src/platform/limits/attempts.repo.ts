import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema/index.ts';

export interface AttemptClaim {
  /** This attempt's number in the current window (the attempt itself included). */
  count: number;
  windowStartedAt: Date;
  /** Set while the cap holds: the attempt was not counted and must not be tried. */
  lockedUntil: Date | null;
}

const key = (scope: string, subject: string) =>
  and(eq(attemptCounters.scope, scope), eq(attemptCounters.subject, subject));

/**
 * Counts one attempt in one statement, so attempts sent all at once each get their own number: while
 * locked nothing is counted; once the lock or the window has passed, counting starts again at one. An
 * attempt whose fingerprint the window has seen already (the same request sent twice) is not counted again.
 */
export async function claimAttempt(
  db: Executor,
  claim: { scope: string; subject: string; now: Date; windowStart: Date; fingerprint?: string | undefined },
): Promise<AttemptClaim> {
  const { scope, subject, now, windowStart } = claim;
  const c = attemptCounters;
  const fingerprint = claim.fingerprint ?? null;
  const locked = sql`${c.lockedUntil} > ${now}`;
  const startsAgain = sql`${c.lockedUntil} IS NOT NULL OR ${c.windowStartedAt} <= ${windowStart}`;
  const seen = sql`${fingerprint}::text = ANY(${c.recent})`;
  const fresh = sql`CASE WHEN ${fingerprint}::text IS NULL THEN '{}'::text[] ELSE ARRAY[${fingerprint}::text] END`;
  const [row] = await db
    .insert(c)
    .values({ scope, subject, count: 1, windowStartedAt: now, recent: fingerprint ? [fingerprint] : [] })
    .onConflictDoUpdate({
      target: [c.scope, c.subject],
      set: {
        count: sql`CASE WHEN ${locked} THEN ${c.count} WHEN ${startsAgain} THEN 1 WHEN ${seen} THEN ${c.count} ELSE ${c.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${locked} THEN ${c.windowStartedAt} WHEN ${startsAgain} THEN ${now}::timestamptz ELSE ${c.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${locked} THEN ${c.lockedUntil} ELSE NULL END`,
        recent: sql`CASE WHEN ${locked} THEN ${c.recent} WHEN ${startsAgain} THEN ${fresh} WHEN ${fingerprint}::text IS NULL OR ${seen} THEN ${c.recent} ELSE array_append(${c.recent}, ${fingerprint}::text) END`,
      },
    })
    .returning({ count: c.count, windowStartedAt: c.windowStartedAt, lockedUntil: c.lockedUntil });
  return { count: row!.count, windowStartedAt: row!.windowStartedAt, lockedUntil: row!.lockedUntil };
}

/** Sets the lock unless one already holds; answers whether this call set it (so it is audited once). */
export async function lockAttempts(db: Executor, scope: string, subject: string, until: Date, now: Date) {
  const rows = await db
    .update(attemptCounters)
    .set({ lockedUntil: until, count: 0, recent: [] })
    .where(and(key(scope, subject), or(isNull(attemptCounters.lockedUntil), lte(attemptCounters.lockedUntil, now))))
    .returning({ scope: attemptCounters.scope });
  return rows.length === 1;
}

/**
 * Takes back counted attempts after a success (`all`: start from zero; else one). Answers false when a
 * lock was set meanwhile by attempts running alongside: a success never clears a lock.
 */
export async function forgetAttempts(db: Executor, scope: string, subject: string, all: boolean, now: Date) {
  const rows = await db
    .update(attemptCounters)
    .set(all ? { count: 0, recent: [] } : { count: sql`GREATEST(${attemptCounters.count} - 1, 0)` })
    .where(and(key(scope, subject), or(isNull(attemptCounters.lockedUntil), lte(attemptCounters.lockedUntil, now))))
    .returning({ scope: attemptCounters.scope });
  return rows.length === 1;
}

export async function attemptLock(db: Executor, scope: string, subject: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: attemptCounters.lockedUntil })
    .from(attemptCounters)
    .where(key(scope, subject));
  return row?.until ?? null;
}

/** Lifts the cap altogether: the owner proved who they are (a new password through a code or a link). */
export async function clearAttempts(db: Executor, scope: string, subject: string) {
  await db.delete(attemptCounters).where(key(scope, subject));
}

export type TryClaim = { held: true; failures: number } | { held: false; lockedUntil: Date | null };

/**
 * Holds one of a failures-only cap's tries (docs/decisions/0041), in one conditional statement: only while
 * no lock holds and the window's failures and the tries held elsewhere leave one free, so attempts sent all
 * at once can never try more than the cap between them. Answers the failures so far, or why none was free.
 */
export async function holdTry(
  db: Executor,
  claim: { scope: string; subject: string; max: number; now: Date; windowStart: Date; heldUntil: Date },
): Promise<TryClaim> {
  const { scope, subject, max, now, windowStart, heldUntil } = claim;
  const c = attemptCounters;
  const held = sql`CASE WHEN ${c.inFlightUntil} > ${now} THEN ${c.inFlight} ELSE 0 END`;
  const startsAgain = sql`(${c.lockedUntil} IS NOT NULL AND ${c.lockedUntil} <= ${now}) OR ${c.windowStartedAt} <= ${windowStart}`;
  const failures = sql`CASE WHEN ${startsAgain} THEN 0 ELSE ${c.count} END`;
  const [row] = await db
    .insert(c)
    .values({ scope, subject, count: 0, windowStartedAt: now, inFlight: 1, inFlightUntil: heldUntil })
    .onConflictDoUpdate({
      target: [c.scope, c.subject],
      set: {
        count: failures,
        windowStartedAt: sql`CASE WHEN ${startsAgain} THEN ${now}::timestamptz ELSE ${c.windowStartedAt} END`,
        lockedUntil: null,
        inFlight: sql`${held} + 1`,
        inFlightUntil: sql`GREATEST(${c.inFlightUntil}, ${heldUntil}::timestamptz)`,
      },
      // Only while no lock holds and a try is free; otherwise nothing changes and nothing comes back.
      setWhere: sql`(${c.lockedUntil} IS NULL OR ${c.lockedUntil} <= ${now}) AND ${failures} + ${held} < ${max}`,
    })
    .returning({ failures: c.count });
  if (row) return { held: true, failures: row.failures };
  const until = await attemptLock(db, scope, subject);
  return { held: false, lockedUntil: until && until > now ? until : null };
}

/**
 * A held try comes back: proved right (`forgetFailures`, unless a lock was set meanwhile: a success never
 * clears a lock) or never made. Answers false when a lock holds.
 */
export async function giveTryBack(db: Executor, scope: string, subject: string, forgetFailures: boolean, now: Date) {
  const c = attemptCounters;
  const locked = sql`${c.lockedUntil} IS NOT NULL AND ${c.lockedUntil} > ${now}`;
  const [row] = await db
    .update(c)
    .set({
      inFlight: sql`GREATEST(${c.inFlight} - 1, 0)`,
      ...(forgetFailures ? { count: sql`CASE WHEN ${locked} THEN ${c.count} ELSE 0 END` } : {}),
    })
    .where(key(scope, subject))
    .returning({ lockedUntil: c.lockedUntil });
  return !(row?.lockedUntil && row.lockedUntil > now);
}

/**
 * A held try proved wrong: it becomes one more failure of the window. Answers the failures, this one
 * included, and the lock when one was set meanwhile (then nothing more is counted).
 */
export async function tryFailed(db: Executor, scope: string, subject: string, now: Date) {
  const c = attemptCounters;
  const [row] = await db
    .update(c)
    .set({
      inFlight: sql`GREATEST(${c.inFlight} - 1, 0)`,
      count: sql`CASE WHEN ${c.lockedUntil} IS NOT NULL AND ${c.lockedUntil} > ${now} THEN ${c.count} ELSE ${c.count} + 1 END`,
    })
    .where(key(scope, subject))
    .returning({ failures: c.count, lockedUntil: c.lockedUntil });
  const lockedUntil = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { failures: row?.failures ?? 0, lockedUntil };
}
