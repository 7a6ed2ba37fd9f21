import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The counts and the lowest free price a project keeps for its list and filters, recounted from its
 * own lots (one project's lots: an index range) in the transaction that changed one of them.
 */
export async function refreshProjectTotals(tx: Executor, projectId: number): Promise<void> {
  await tx.execute(sql`update projects p set
      total_lots = t.total, free_lots = t.free, min_free_price_cents = t.min_free
    from (select count(*)::int as total,
                 count(*) filter (where state = 'free')::int as free,
                 min(price_cents) filter (where state = 'free') as min_free
          from lots where project_id = ${projectId}) t
    where p.id = ${projectId}`);
}
