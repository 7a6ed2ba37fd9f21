import type { AppDeps } from '../deps.ts';
import { TOUCH_GRANULARITY_MS } from './session-memory.ts';
import { touchSessions } from './sessions.repo.ts';

/**
 * The inactivity clocks slid by this instance are written together a few seconds later: one statement
 * for everybody instead of one row per call (and never a queue of writes on one person's row).
 */
export function scheduleTouches(deps: AppDeps): void {
  const memory = deps.memory.sessions;
  if (memory.flushing) return;
  memory.flushing = setTimeout(() => void flushTouches(deps), TOUCH_GRANULARITY_MS);
  memory.flushing.unref();
}

/** Writes the pending touches now (the app's close calls it too). A failed write is retried with the next ones. */
export async function flushTouches(deps: AppDeps): Promise<void> {
  const memory = deps.memory.sessions;
  clearTimeout(memory.flushing);
  memory.flushing = undefined;
  const touches = memory.takeTouches();
  if (touches.length === 0) return;
  try {
    await touchSessions(deps.db, touches);
  } catch {
    // The database is away (platform/database-outage): keep the newest of each for the next write.
    for (const { sessionId, seenAt } of touches) memory.keepTouch(sessionId, seenAt);
    scheduleTouches(deps);
  }
}
