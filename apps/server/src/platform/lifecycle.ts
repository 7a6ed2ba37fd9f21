import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * What a load balancer asks an instance (docs/decisions/0060): may I send you requests? `ready` only once the
 * instance has started (migrations and seed done, listening, its read-change feed heard) and its database
 * answers; otherwise the reason, one word.
 */
export type Readiness = 'ready' | 'starting' | 'database-unreachable' | 'stopping';

/** A database that takes longer than this to answer `select 1` counts as out of reach for the balancer. */
export const READINESS_DATABASE_TIMEOUT_MS = 1_000;

/**
 * One instance's life: starting until `started()`, then serving, then stopping from `stopping()` on (SIGTERM,
 * main.ts). Only forward: a stopping instance never becomes ready again.
 */
export class Lifecycle {
  private phase: 'starting' | 'started' | 'stopping' = 'starting';
  /**
   * The database check under way. Probes sit outside the rate limit and need no session, so probes sent all at
   * once share one `select 1` instead of each taking a connection.
   */
  private asking: Promise<boolean> | undefined;

  constructor(private readonly db: Database) {}

  started(): void {
    if (this.phase === 'starting') this.phase = 'started';
  }

  stopping(): void {
    this.phase = 'stopping';
  }

  get isStopping(): boolean {
    return this.phase === 'stopping';
  }

  /** Asks the database once (`select 1`, at most READINESS_DATABASE_TIMEOUT_MS) unless the phase answers first. */
  async readiness(timeoutMs = READINESS_DATABASE_TIMEOUT_MS): Promise<Readiness> {
    if (this.phase !== 'started') return this.phase;
    this.asking ??= databaseAnswers(this.db, timeoutMs).finally(() => {
      this.asking = undefined;
    });
    return (await this.asking) ? 'ready' : 'database-unreachable';
  }
}

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
