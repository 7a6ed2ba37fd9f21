import type { AppDeps } from '../deps.ts';
import { SessionMemory, TOUCH_GRANULARITY_MS } from './session-memory.ts';
import { touchSessions } from './sessions.repo.ts';

/** One memory per running app (its deps), told at once of every session that ends there. */
const memories = new WeakMap<AppDeps, SessionMemory>();
const flushing = new WeakMap<AppDeps, NodeJS.Timeout>();

export function sessionMemory(deps: AppDeps): SessionMemory {
  let memory = memories.get(deps);
  if (!memory) {
    const created = new SessionMemory();
    deps.events.on('sessionsEnded', ({ sessionIds }) => created.forget(sessionIds, deps.clock.now()));
    memories.set(deps, created);
    memory = created;
  }
  return memory;
}

/**
 * The inactivity clocks slid by this instance are written together a few seconds later: one statement
 * for everybody instead of one row per call (and never a queue of writes on one person's row).
 */
export function scheduleTouches(deps: AppDeps): void {
  if (flushing.has(deps)) return;
  const timer = setTimeout(() => void flushTouches(deps), TOUCH_GRANULARITY_MS);
  timer.unref();
  flushing.set(deps, timer);
}

/** Writes the pending touches now (the app's close calls it too). A failed write is retried with the next ones. */
export async function flushTouches(deps: AppDeps): Promise<void> {
  clearTimeout(flushing.get(deps));
  flushing.delete(deps);
  const memory = memories.get(deps);
  const touches = memory?.takeTouches() ?? [];
  if (touches.length === 0) return;
  try {
    await touchSessions(deps.db, touches);
  } catch {
    // The database is away (platform/database-outage): keep the newest of each for the next write.
    for (const { sessionId, seenAt } of touches) memory?.keepTouch(sessionId, seenAt);
    scheduleTouches(deps);
  }
}
