import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { cardChargeIntents } from '../../db/schema/index.ts';

/**
 * asked: committed before the acquirer is asked, nothing decided yet; recorded: its payment's transaction
 * committed it (with the payment row); voided: given back, or never charged, after a failure or by the sweep;
 * unused: the request ended without asking the acquirer (a replayed Idempotency-Key, a refusal before it).
 */
export type ChargeIntentState = 'asked' | 'recorded' | 'voided' | 'unused';

export interface ChargeIntentFacts {
  userId?: number;
  productId?: number;
  amountCents?: bigint;
  idempotencyKey?: string;
}

/** Commits (db, not a transaction of the use case) the intent of one card charge before it is asked. */
export async function recordChargeIntent(db: Executor, reference: string, facts: ChargeIntentFacts, now: Date) {
  await db.insert(cardChargeIntents).values({
    reference,
    userId: facts.userId ?? null,
    productId: facts.productId ?? null,
    amountCents: facts.amountCents ?? null,
    idempotencyKey: facts.idempotencyKey ?? null,
    state: 'asked',
    createdAt: now,
  });
}

/**
 * In the payment's transaction, before the acquirer is asked: the intent becomes `recorded` with the payment,
 * and its row stays locked until the commit, so the sweep never voids a charge this transaction may record.
 * False when the sweep has already settled it (the transaction took longer than the sweep's grace).
 */
export async function claimChargeIntent(tx: Tx, reference: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(cardChargeIntents)
    .set({ state: 'recorded', settledAt: now })
    .where(and(eq(cardChargeIntents.reference, reference), eq(cardChargeIntents.state, 'asked')))
    .returning({ id: cardChargeIntents.id });
  return rows.length === 1;
}

/** An intent still asked becomes `to` (voided or unused); one recorded or settled meanwhile stays as it is. */
export async function settleAskedIntent(db: Executor, reference: string, to: 'voided' | 'unused', now: Date) {
  await db
    .update(cardChargeIntents)
    .set({ state: to, settledAt: now })
    .where(and(eq(cardChargeIntents.reference, reference), eq(cardChargeIntents.state, 'asked')));
}

/** The references of intents asked before `before` and never settled: the sweep's work, oldest first. */
export async function askedIntentsBefore(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ reference: cardChargeIntents.reference })
    .from(cardChargeIntents)
    .where(and(eq(cardChargeIntents.state, 'asked'), lt(cardChargeIntents.createdAt, before)))
    .orderBy(asc(cardChargeIntents.createdAt))
    .limit(limit);
  return rows.map((row) => row.reference);
}

/**
 * Locks an intent still asked, skipping one a payment's transaction holds (it is being recorded, or will be
 * rolled back and found again next round). True when this transaction now decides it.
 */
export async function lockAskedIntent(tx: Tx, reference: string): Promise<boolean> {
  const rows = await tx
    .select({ id: cardChargeIntents.id })
    .from(cardChargeIntents)
    .where(and(eq(cardChargeIntents.reference, reference), eq(cardChargeIntents.state, 'asked')))
    .for('update', { skipLocked: true });
  return rows.length === 1;
}
