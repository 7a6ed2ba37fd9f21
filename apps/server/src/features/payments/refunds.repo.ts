import { SUSPENSE_ACCOUNT } from '@vo/domain/payments/ledger.rules';
import type { RefundFacts } from '@vo/domain/payments/payments-admin.wire';
import type { RefundPart, RefundState } from '@vo/domain/payments/refund.rules';
import type { ChargeComponent } from '@vo/domain/products/instalments.rules';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  instalments,
  ledgerEntries,
  paymentAllocations,
  payments,
  prepaidCards,
  refundAllocations,
  refunds,
  wallets,
} from '../../db/schema/index.ts';
import { PAID_COLUMN, PAID_FIELD } from './payments.repo.ts';

/* Money given back (docs/decisions/0043): the refunds' rows, and what a refund takes back of its payment. */

export type RefundRecord = typeof refunds.$inferSelect;

export const refundFacts = (row: RefundRecord): RefundFacts => ({
  id: row.id,
  paymentId: row.paymentId,
  amountCents: row.amountCents,
  state: row.state as RefundState,
  reference: row.reference,
  externalReference: row.externalReference,
  declineReason: row.declineReason,
  createdAt: row.createdAt,
  completedAt: row.completedAt,
});

export async function insertRefund(tx: Executor, row: typeof refunds.$inferInsert): Promise<RefundRecord> {
  const [created] = await tx.insert(refunds).values(row).returning();
  return created!;
}

/** A refund, locked until the transaction ends: two hands finishing it (the act and the retry) finish it once. */
export async function lockRefund(tx: Executor, refundId: number) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row ?? null;
}

export async function findRefundByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.reference, reference));
  return row ?? null;
}

/** A refund and its payment, unlocked: whoever writes takes the payment's lock, then the refund's. */
export async function findRefundWithPayment(db: Executor, refundId: number) {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

export async function updateRefund(tx: Executor, refundId: number, changes: Partial<typeof refunds.$inferInsert>) {
  await tx.update(refunds).set(changes).where(eq(refunds.id, refundId));
}

export async function refundsOfPayment(db: Executor, paymentId: number): Promise<RefundRecord[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id));
}

/** The refunds of these payments that hold money (not the declined), oldest first: the customer's view. */
export async function heldRefundsOf(db: Executor, userId: number, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.userId, userId), inArray(refunds.paymentId, [...paymentIds]), sql`${refunds.state} <> 'declined'`),
    )
    .orderBy(asc(refunds.id));
}

/** Refunds still waiting for the acquirer's or the bank's first answer, asked before `before`. */
export async function requestedRefundsBefore(db: Executor, before: Date, limit: number) {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, 'requested'), lt(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Moves what the payment's refunds hold by `deltaCents`: the payments' CHECK refuses more than was paid. */
export async function addRefunded(tx: Executor, paymentId: number, deltaCents: bigint) {
  await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${deltaCents}` })
    .where(eq(payments.id, paymentId));
}

/** What the completed refunds of a payment gave back. */
export async function completedRefundCents(tx: Executor, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.state, 'completed')));
  return BigInt(row?.cents ?? '0');
}

/**
 * What of a payment is still the customer's to be given back, in the order the payment applied it: what its
 * allocations settled of each instalment less what earlier refunds took back, and what the ledger still holds
 * of it in suspense and in a fee's income.
 */
export async function refundablePartsOf(tx: Executor, paymentId: number): Promise<RefundPart[]> {
  const taken = tx
    .select({
      instalmentId: refundAllocations.instalmentId,
      component: refundAllocations.component,
      cents: sql<string>`sum(${refundAllocations.amountCents})`.as('cents'),
    })
    .from(refundAllocations)
    .innerJoin(refunds, eq(refunds.id, refundAllocations.refundId))
    .where(eq(refunds.paymentId, paymentId))
    .groupBy(refundAllocations.instalmentId, refundAllocations.component)
    .as('taken');
  const allocated = await tx
    .select({
      instalmentId: paymentAllocations.instalmentId,
      instalmentNumber: instalments.number,
      component: paymentAllocations.component,
      cents: sql<string>`(${paymentAllocations.amountCents} - coalesce(${taken.cents}, 0))::text`,
    })
    .from(paymentAllocations)
    .innerJoin(instalments, eq(instalments.id, paymentAllocations.instalmentId))
    .leftJoin(
      taken,
      and(eq(taken.instalmentId, paymentAllocations.instalmentId), eq(taken.component, paymentAllocations.component)),
    )
    .where(eq(paymentAllocations.paymentId, paymentId))
    // The order allocatePayment wrote them in: oldest instalment first, its parts in their settling order.
    .orderBy(
      asc(instalments.dueDate),
      asc(instalments.number),
      sql`array_position(
      array['fines','interest','expenses','formFee','capital'], ${paymentAllocations.component})`,
    );
  const held = await tx
    .select({
      account: ledgerEntries.account,
      cents: sql<string>`sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})::text`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.paymentId, paymentId),
        sql`(${ledgerEntries.account} = ${SUSPENSE_ACCOUNT} or ${ledgerEntries.account} like 'income:%')`,
      ),
    )
    .groupBy(ledgerEntries.account);
  const parts: RefundPart[] = [];
  for (const row of held) {
    const cents = BigInt(row.cents);
    if (cents <= 0n) continue;
    parts.push(
      row.account === SUSPENSE_ACCOUNT ? { kind: 'suspense', cents } : { kind: 'fee', account: row.account, cents },
    );
  }
  for (const row of allocated) {
    const cents = BigInt(row.cents);
    if (cents > 0n)
      parts.push({
        kind: 'instalment',
        instalmentId: row.instalmentId,
        instalmentNumber: row.instalmentNumber,
        component: row.component as ChargeComponent,
        cents,
      });
  }
  return parts;
}

/**
 * Re-opens on the schedule what a refund took back of instalments: the paid columns lose it, the refund keeps
 * which parts it took, and an instalment no longer settled no longer names the payment's receipt.
 */
export async function reopenTakenInstalments(
  tx: Executor,
  refundId: number,
  takes: readonly RefundPart[],
  receiptNumber: string | null,
) {
  const taken = takes.filter((t): t is Extract<RefundPart, { kind: 'instalment' }> => t.kind === 'instalment');
  if (taken.length === 0) return;
  await tx
    .insert(refundAllocations)
    .values(
      taken.map((t) => ({ refundId, instalmentId: t.instalmentId, component: t.component, amountCents: t.cents })),
    );
  for (const t of taken)
    await tx
      .update(instalments)
      .set({ [PAID_FIELD[t.component]]: sql`${PAID_COLUMN[t.component]} - ${t.cents}` })
      .where(eq(instalments.id, t.instalmentId));
  if (receiptNumber)
    await tx
      .update(instalments)
      .set({ receiptNumber: null })
      .where(
        and(
          inArray(instalments.id, [...new Set(taken.map((t) => t.instalmentId))]),
          eq(instalments.receiptNumber, receiptNumber),
        ),
      );
}

/** A prepaid card gets back what a refund returns to it (its row locked, as a payment spending it locks it). */
export async function creditPrepaid(tx: Executor, prepaidCardId: number, cents: bigint) {
  await tx
    .update(prepaidCards)
    .set({ balanceCents: sql`${prepaidCards.balanceCents} + ${cents}` })
    .where(eq(prepaidCards.id, prepaidCardId));
}

export async function creditWallet(tx: Executor, userId: number, points: bigint) {
  const [row] = await tx
    .update(wallets)
    .set({ points: sql`${wallets.points} + ${points}` })
    .where(eq(wallets.userId, userId))
    .returning({ userId: wallets.userId });
  return row !== undefined;
}
