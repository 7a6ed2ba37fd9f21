import { isSessionIdle } from '@vo/domain/session/session.rules';
import type { SessionContext } from './session-context.ts';

/**
 * How long a session found valid in the database is believed without asking again. Endings do not wait
 * for it: they are pushed (forget, here and, through Redis, on every instance), so this only bounds what
 * a lost push could cost. See docs/decisions/0023-guarded-calls-from-memory.md.
 */
export const REMEMBER_MS = 30_000;
/** Inactivity is measured to within this much (5 s in 1800 s): a session's window slides at most this often. */
export const TOUCH_GRANULARITY_MS = 5_000;
/** Sessions remembered at once; beyond it the oldest are forgotten (and read again when next used). */
const MAX_REMEMBERED = 100_000;

interface Remembered {
  session: SessionContext;
  /** the database said "valid" at this instant */
  checkedMs: number;
  /** the last activity this instance knows of */
  lastSeenMs: number;
}

/**
 * The sessions this instance has recently found valid, by session id, so that a guarded call verifies no
 * signature and reads no session row: only the data it asked for. Each is reached from the one token it was
 * checked with; an ending forgets the session by its id, so no spelling of its token outlives it
 * (docs/decisions/0041). Also the inactivity clock's pending writes, which leave in one statement every few
 * seconds instead of one per call.
 */
export class SessionMemory {
  private readonly bySession = new Map<string, Remembered>();
  private readonly sessionOfToken = new Map<string, string>();
  /** Ended sessions, kept while a read that began before the ending could still try to remember them. */
  private readonly ended = new Map<string, number>();
  private readonly touches = new Map<string, Date>();
  /** The write of the pending touches, due in a few seconds (session-touches.ts). */
  flushing: NodeJS.Timeout | undefined;

  /** The session behind `token` if it is remembered, fresh, unexpired and not idle; else undefined. */
  recall(token: string, now: Date): SessionContext | undefined {
    const sessionId = this.sessionOfToken.get(token);
    const entry = sessionId === undefined ? undefined : this.bySession.get(sessionId);
    if (!entry || entry.session.token !== token) return undefined;
    const nowMs = now.getTime();
    const stale = nowMs - entry.checkedMs >= REMEMBER_MS || nowMs < entry.checkedMs;
    if (stale || entry.session.expiresAt.getTime() <= nowMs || isSessionIdle(new Date(entry.lastSeenMs), now)) {
      // The database decides again: another instance may have seen activity this one has not.
      this.drop(entry.session.sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** After the database said `session` is valid with this last activity. */
  remember(session: SessionContext, lastSeenAt: Date, now: Date): void {
    if (this.ended.has(session.sessionId)) return;
    // One token per session: a session checked again under another token is reached by that one only.
    this.drop(session.sessionId);
    if (this.bySession.size >= MAX_REMEMBERED) {
      const oldest = this.bySession.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    const lastSeenMs = Math.max(lastSeenAt.getTime(), this.touches.get(session.sessionId)?.getTime() ?? 0);
    this.bySession.set(session.sessionId, { session, checkedMs: now.getTime(), lastSeenMs });
    this.sessionOfToken.set(session.token, session.sessionId);
  }

  /** The latest activity of a session known here but maybe not yet written. */
  pendingTouch(sessionId: string): Date | undefined {
    return this.touches.get(sessionId);
  }

  /**
   * Restarts the session's inactivity clock; answers true when a write is now pending (at most one per
   * TOUCH_GRANULARITY_MS per session), so the caller can schedule the flush.
   */
  touch(session: SessionContext, now: Date, lastSeenAt?: Date): boolean {
    const nowMs = now.getTime();
    const entry = this.bySession.get(session.sessionId);
    const known = Math.max(entry?.lastSeenMs ?? 0, lastSeenAt?.getTime() ?? 0);
    if (nowMs - known < TOUCH_GRANULARITY_MS && nowMs >= known) return false;
    if (entry) entry.lastSeenMs = nowMs;
    this.touches.set(session.sessionId, now);
    return true;
  }

  /** The pending inactivity writes, handed over once. */
  takeTouches(): Array<{ sessionId: string; seenAt: Date }> {
    const taken = [...this.touches].map(([sessionId, seenAt]) => ({ sessionId, seenAt }));
    this.touches.clear();
    return taken;
  }

  /** A touch whose write failed, put back unless a newer one came meanwhile. */
  keepTouch(sessionId: string, seenAt: Date): void {
    if (this.ended.has(sessionId)) return;
    const newer = this.touches.get(sessionId);
    if (!newer || newer < seenAt) this.touches.set(sessionId, seenAt);
  }

  /** Sessions that ended (here or on another instance): their tokens stop working on this one now. */
  forget(sessionIds: readonly string[], now: Date): void {
    const nowMs = now.getTime();
    for (const [id, at] of this.ended) if (nowMs - at >= REMEMBER_MS || nowMs < at) this.ended.delete(id);
    for (const sessionId of sessionIds) {
      this.ended.set(sessionId, nowMs);
      this.touches.delete(sessionId);
      this.drop(sessionId);
    }
  }

  private drop(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    this.sessionOfToken.delete(entry.session.token);
  }
}
