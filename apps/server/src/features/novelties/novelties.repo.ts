import { and, desc, eq, gte, inArray, lte, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { novelties, noveltyViews } from '../../db/schema/index.ts';

/** The newest novelty announced today to this audience that the person has not seen. */
export async function newestUnseen(db: Executor, userId: number, audiences: string[], today: string) {
  const [row] = await db
    .select()
    .from(novelties)
    .where(
      and(
        lte(novelties.fromDate, today),
        gte(novelties.untilDate, today),
        inArray(novelties.audience, audiences),
        notExists(
          db
            .select({ one: noveltyViews.noveltyId })
            .from(noveltyViews)
            .where(and(eq(noveltyViews.noveltyId, novelties.id), eq(noveltyViews.userId, userId))),
        ),
      ),
    )
    .orderBy(desc(novelties.fromDate), desc(novelties.id))
    .limit(1);
  return row ?? null;
}

export async function noveltyExists(db: Executor, noveltyId: number): Promise<boolean> {
  const [row] = await db.select({ id: novelties.id }).from(novelties).where(eq(novelties.id, noveltyId));
  return row !== undefined;
}

/** Seen once: seeing it again (two tabs, a resend) keeps the first time. */
export async function markSeen(db: Executor, userId: number, noveltyId: number, now: Date): Promise<void> {
  await db.insert(noveltyViews).values({ userId, noveltyId, seenAt: now }).onConflictDoNothing();
}
