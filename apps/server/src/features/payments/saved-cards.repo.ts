import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerCards } from '../../db/schema/index.ts';

/** A card still kept: a removed one is neither counted nor charged (docs/decisions/0022). */
const kept = (userId: number) => and(eq(customerCards.userId, userId), isNull(customerCards.removedAt));

export type SavedCardRow = typeof customerCards.$inferSelect;

/** The cards a customer keeps, the oldest first (the order they came in). */
export async function keptCardsOf(db: Executor, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(customerCards)
    .where(kept(userId))
    .orderBy(asc(customerCards.firstUsedAt), asc(customerCards.id));
}

export async function isCardKept(db: Executor, userId: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerCards.id })
    .from(customerCards)
    .where(and(kept(userId), eq(customerCards.token, token)));
  return row !== undefined;
}

/**
 * Until the transaction ends, one new card at a time per person: payments of two products at once would
 * otherwise both count the kept cards before either keeps its own (docs/decisions/0042).
 */
export async function lockCardsOf(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(4248, ${userId}::int)`);
}

export async function keptCardCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerCards).where(kept(userId));
  return row?.n ?? 0;
}

/**
 * Keeps a card just charged: a new one, or one removed before and typed again, which is kept anew. Its
 * expiry is written when known (a typed card), so the saved-cards page can show it.
 */
export async function rememberCard(
  tx: Executor,
  card: {
    userId: number;
    token: string;
    brand: string;
    last4: string;
    expiryMonth: number | null;
    expiryYear: number | null;
    firstUsedAt: Date;
  },
) {
  await tx
    .insert(customerCards)
    .values(card)
    .onConflictDoUpdate({
      target: [customerCards.userId, customerCards.token],
      set: {
        removedAt: null,
        expiryMonth: sql`coalesce(excluded.expiry_month, ${customerCards.expiryMonth})`,
        expiryYear: sql`coalesce(excluded.expiry_year, ${customerCards.expiryYear})`,
        firstUsedAt: sql`case when ${customerCards.removedAt} is null then ${customerCards.firstUsedAt} else excluded.first_used_at end`,
      },
    });
}

/** Removes one of the owner's kept cards; null when they keep no such card (someone else's id included). */
export async function removeKeptCard(tx: Executor, userId: number, cardId: number, now: Date) {
  const [row] = await tx
    .update(customerCards)
    .set({ removedAt: now })
    .where(and(kept(userId), eq(customerCards.id, cardId)))
    .returning();
  return row ?? null;
}
