import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The backlog is counted up to this many: past it an operator already knows enough. */
export const OUTBOX_COUNT_CAP = 10_000;
/** A message a provider has not taken this long after it was written is counted as a failed delivery. */
export const OUTBOX_OVERDUE_SECONDS = 15 * 60;

/**
 * The messages not sent yet, on every scrape: one walk of the partial index outbox_messages_unsent_idx (migration
 * 0036: only the few unsent rows, oldest first), stopped at the cap, so a scrape costs the same among millions.
 */
export async function outboxBacklog(
  db: Executor,
  now: Date,
): Promise<{ backlog: number; overdue: number; oldestSeconds: number }> {
  const overdueBefore = new Date(now.getTime() - OUTBOX_OVERDUE_SECONDS * 1000);
  const [row] = rowsOf<{ backlog: number | string; overdue: number | string; oldest: string | Date | null }>(
    await db.execute(sql`select count(*)::int as backlog,
        count(*) filter (where created_at < ${overdueBefore.toISOString()}::timestamptz)::int as overdue,
        min(created_at) as oldest
      from (select created_at from outbox_messages where sent_at is null order by id limit ${OUTBOX_COUNT_CAP}) as unsent`),
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return {
    backlog: Number(row?.backlog ?? 0),
    overdue: Number(row?.overdue ?? 0),
    oldestSeconds: Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
