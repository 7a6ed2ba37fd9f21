import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, subscriptionRenewals, subscriptions, users } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Until the transaction ends, one subscribe at a time for a person and brand: of two first subscriptions
 * sent at once (two tabs, two keys), the second finds the first and is refused rather than charged.
 */
export async function lockSubscriber(tx: Executor, userId: number, brand: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(4247, hashtext(${`${userId}:${brand}`}))`);
}

/** The person's subscription of a brand, if any (there is at most one). */
export async function subscriptionOfBrand(db: Executor, userId: number, brand: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.brand, brand)));
  return row ?? null;
}

/** One of the person's own subscriptions, locked; none of anyone else's. */
export async function ownSubscription(tx: Executor, userId: number, subscriptionId: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .for('update');
  return row ?? null;
}

/** A subscription for the renewal run, locked, with its holder's document number (for the receipt). */
export async function lockSubscription(tx: Executor, subscriptionId: number) {
  const [row] = await tx
    .select({ subscription: subscriptions, ownerDocumentNumber: users.documentNumber })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { of: subscriptions });
  return row ?? null;
}

/**
 * Subscriptions the renewal run may have work on today: active ones whose period has ended, past-due
 * ones unpaid beyond their grace days (`pastDueCutoff`). Each is judged again under its lock.
 */
export async function subscriptionsToRenew(db: Executor, today: string, pastDueCutoff: string): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.state, 'active'), lt(subscriptions.currentPeriodEnd, today)),
        and(eq(subscriptions.state, 'past_due'), lt(subscriptions.currentPeriodEnd, pastDueCutoff)),
      ),
    )
    .orderBy(subscriptions.id);
  return rows.map((row) => row.id);
}

export async function insertSubscriptionProduct(tx: Executor, row: typeof products.$inferInsert) {
  const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
  return inserted!.id;
}

/** Subscribing again may change the plan: the product then says so and costs the new plan's price. */
export async function setSubscriptionProductPlan(
  tx: Executor,
  productId: number,
  plan: { description: string; priceCents: bigint },
) {
  await tx.update(products).set(plan).where(eq(products.id, productId));
}

export async function insertSubscription(tx: Executor, row: typeof subscriptions.$inferInsert) {
  const [inserted] = await tx.insert(subscriptions).values(row).returning();
  return inserted!;
}

export async function updateSubscription(
  tx: Executor,
  subscriptionId: number,
  change: Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId' | 'productId' | 'brand' | 'createdAt'>>,
) {
  const [updated] = await tx.update(subscriptions).set(change).where(eq(subscriptions.id, subscriptionId)).returning();
  return updated!;
}

/**
 * Claims the renewal of one period before its charge: false when that period was already attempted, so
 * it is never charged twice. The outcome is settled in the same transaction.
 */
export async function claimRenewal(
  tx: Executor,
  row: { subscriptionId: number; periodEnd: string; amountCents: bigint; attemptedAt: Date },
): Promise<number | null> {
  const [claimed] = await tx
    .insert(subscriptionRenewals)
    .values({ ...row, outcome: 'paid' })
    .onConflictDoNothing()
    .returning({ id: subscriptionRenewals.id });
  return claimed?.id ?? null;
}

export async function settleRenewal(
  tx: Executor,
  renewalId: number,
  outcome: { outcome: 'paid'; paymentId: number } | { outcome: 'declined' },
) {
  await tx
    .update(subscriptionRenewals)
    .set({ outcome: outcome.outcome, paymentId: outcome.outcome === 'paid' ? outcome.paymentId : null })
    .where(eq(subscriptionRenewals.id, renewalId));
}
