import type { Allocation } from '@vo/domain/payments/allocation.rules';
import type { LedgerEntry } from '@vo/domain/payments/ledger.rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoredReceiptFacts } from '../../adapters/pdf/receipt-file.ts';
import type { Executor } from '../../db/client.ts';
import {
  instalments,
  ledgerEntries,
  paymentAllocations,
  payments,
  products,
  receiptCounters,
  receipts,
  users,
} from '../../db/schema/index.ts';

export type PaymentRecord = typeof payments.$inferSelect;

/** Writes a payment; its company is its product's, copied here once for the back office (docs/decisions/0040). */
export async function insertPayment(
  tx: Executor,
  row: Omit<typeof payments.$inferInsert, 'companyId'>,
): Promise<PaymentRecord> {
  const companyId = sql<number>`(select ${products.companyId} from ${products} where ${products.id} = ${row.productId})`;
  const [payment] = await tx
    .insert(payments)
    .values({ ...row, companyId })
    .returning();
  return payment!;
}

export async function updatePayment(tx: Executor, id: number, changes: Partial<typeof payments.$inferInsert>) {
  await tx.update(payments).set(changes).where(eq(payments.id, id));
}

/** The paid columns only grow, by what the allocation says; the table's CHECK refuses paying past the charge. */
export const PAID_COLUMN = {
  fines: instalments.paidFinesCents,
  interest: instalments.paidInterestCents,
  expenses: instalments.paidExpensesCents,
  formFee: instalments.paidFormFeeCents,
  capital: instalments.paidCapitalCents,
} as const;
export const PAID_FIELD = {
  fines: 'paidFinesCents',
  interest: 'paidInterestCents',
  expenses: 'paidExpensesCents',
  formFee: 'paidFormFeeCents',
  capital: 'paidCapitalCents',
} as const;

export async function applyAllocations(tx: Executor, paymentId: number, allocations: readonly Allocation[]) {
  await tx.insert(paymentAllocations).values(
    allocations.map((a) => ({
      paymentId,
      instalmentId: a.instalmentId,
      component: a.component,
      amountCents: a.cents,
    })),
  );
  const byInstalment = new Map<number, Allocation[]>();
  for (const a of allocations) byInstalment.set(a.instalmentId, [...(byInstalment.get(a.instalmentId) ?? []), a]);
  for (const [instalmentId, parts] of byInstalment) {
    const changes: Record<string, unknown> = {};
    for (const part of parts) changes[PAID_FIELD[part.component]] = sql`${PAID_COLUMN[part.component]} + ${part.cents}`;
    await tx.update(instalments).set(changes).where(eq(instalments.id, instalmentId));
  }
}

export async function markInstalmentsReceipt(tx: Executor, productId: number, numbers: number[], receipt: string) {
  if (numbers.length === 0) return;
  await tx
    .update(instalments)
    .set({ receiptNumber: receipt })
    .where(and(eq(instalments.productId, productId), inArray(instalments.number, numbers)));
}

export async function insertLedger(tx: Executor, paymentId: number, entries: readonly LedgerEntry[], now: Date) {
  await tx.insert(ledgerEntries).values(
    entries.map((e) => ({
      paymentId,
      account: e.account,
      debitCents: e.debit,
      creditCents: e.credit,
      createdAt: now,
    })),
  );
}

/** Gapless per company: the counter row stays locked until the payment's transaction ends. */
export async function nextReceiptNumber(tx: Executor, companyId: number): Promise<string> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.companyId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ n: receiptCounters.lastNumber });
  return `R${companyId}-${String(row!.n).padStart(7, '0')}`;
}

/**
 * The payment confirmed with its receipt, in one statement (one round trip while the product and the receipt
 * counter are locked, docs/decisions/0066): the receipt row with what it says, the payment's state and number.
 */
export async function confirmWithReceipt(
  tx: Executor,
  paymentId: number,
  number: string,
  facts: StoredReceiptFacts,
  now: Date,
) {
  const at = now.toISOString();
  await tx.execute(sql`with receipt as (
      insert into ${receipts} (payment_id, number, facts, created_at)
      values (${paymentId}, ${number}, ${JSON.stringify(facts)}::json, ${at}::timestamptz)
    )
    update ${payments} set state = 'confirmed', receipt_number = ${number}, confirmed_at = ${at}::timestamptz
    where id = ${paymentId}`);
}

export async function receiptOf(db: Executor, userId: number, paymentId: number) {
  const [row] = await db
    .select({ number: receipts.number, pdf: receipts.pdf, facts: receipts.facts, createdAt: receipts.createdAt })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(receipts.paymentId, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

export async function findPayment(db: Executor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function findOwnPayment(db: Executor, userId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

/** The pending charge a bank notification is about, locked: two deliveries of it settle once. */
export async function lockPaymentByReference(tx: Executor, reference: string) {
  const [row] = await tx
    .select({ payment: payments, customerDocumentNumber: users.documentNumber })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.externalReference, reference))
    .for('update', { of: payments });
  return row ?? null;
}

/** The payment a bank transfer was recorded on, if it was. */
export async function findPaymentByBankTransaction(db: Executor, bankTransactionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bankTransactionId, bankTransactionId));
  return row ?? null;
}

export async function expirePayment(db: Executor, paymentId: number) {
  await db
    .update(payments)
    .set({ state: 'expired' })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')));
}

export async function instalmentsWithReceipt(db: Executor, productId: number, receipt: string): Promise<number[]> {
  const rows = await db
    .select({ number: instalments.number })
    .from(instalments)
    .where(and(eq(instalments.productId, productId), eq(instalments.receiptNumber, receipt)));
  return rows.map((r) => r.number).sort((a, b) => a - b);
}

export async function findPendingQrByReference(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.externalReference, reference),
        eq(payments.method, 'qr'),
        inArray(payments.state, ['pending', 'expired']),
      ),
    );
  return row ?? null;
}
