import type { Allocation } from '@vo/domain/payments/allocation.rules';
import type { LedgerEntry } from '@vo/domain/payments/ledger.rules';
import { RECEIPT_DIGITS } from '@vo/domain/payments/receipt-number';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { UnnumberedReceiptFacts } from '../../adapters/pdf/receipt-file.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

/**
 * A receipt's number written by PostgreSQL from the company's counter: receiptNumberOf's rule (R, the company,
 * the place in seven digits at least), in SQL so the counter's statement can write it (tested to agree).
 */
export const receiptNumberSql = (companyId: number, place: SQL) =>
  sql`'R' || ${companyId}::text || '-' || lpad(${place}::text, greatest(${RECEIPT_DIGITS}, length(${place}::text)), '0')`;

/**
 * The payment confirmed with its company's next receipt, in one statement (docs/decisions/0066, 0072): the
 * counter moved on (gapless per company: its row stays locked until the payment's transaction ends), the
 * receipt written with what it says and its number, the payment confirmed and the instalments it settled
 * marked with it. So the counter is held for this round trip and the few after it (the confirmation, the
 * answer kept for the Idempotency-Key, the commit), not four more. Answers the receipt's number.
 */
export async function confirmWithNextReceipt(
  tx: Executor,
  input: {
    companyId: number;
    paymentId: number;
    productId: number;
    /** the instalments this payment settled (their numbers), marked with the receipt */
    settled: readonly number[];
    facts: UnnumberedReceiptFacts;
    now: Date;
  },
): Promise<string> {
  const at = input.now.toISOString();
  // Only when it settled some: an update, even of no row, runs the instalments' statement trigger (0037).
  const marked =
    input.settled.length === 0
      ? sql``
      : sql`, marked as (
        update ${instalments} set receipt_number = numbered.receipt from numbered
        where product_id = ${input.productId} and number = any(${`{${input.settled.join(',')}}`}::int[])
      )`;
  const [row] = rowsOf<{ receipt: string }>(
    await tx.execute(sql`with counter as (
        insert into ${receiptCounters} (company_id, last_number) values (${input.companyId}, 1)
        on conflict (company_id) do update set last_number = ${receiptCounters}.last_number + 1
        returning last_number
      ), numbered as (
        select ${receiptNumberSql(input.companyId, sql`last_number`)} as receipt from counter
      ), receipt as (
        insert into ${receipts} (payment_id, number, facts, created_at)
        select ${input.paymentId}, receipt,
               jsonb_set(${JSON.stringify(input.facts)}::jsonb, '{receiptNumber}', to_jsonb(receipt))::json,
               ${at}::timestamptz
        from numbered
      )${marked}
      update ${payments} set state = 'confirmed', receipt_number = numbered.receipt, confirmed_at = ${at}::timestamptz
      from numbered where id = ${input.paymentId}
      returning numbered.receipt`),
  );
  if (!row) throw new Error(`payment ${input.paymentId} to confirm is not there`);
  return row.receipt;
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
