import type { PaymentListFilter } from '@vo/domain/payments/payments-admin.wire';
import { BUSINESS_TIME_ZONE } from '@vo/domain/time';
import { and, count, desc, eq, inArray, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  instalments,
  ledgerEntries,
  paymentAllocations,
  payments,
  products,
  users,
} from '../../db/schema/index.ts';
import { PAID_COLUMN, PAID_FIELD, updatePayment } from './payments.repo.ts';

/* The back office's reads and writes on payments (issue 21). */

// The zone is written as a literal, not a parameter: the grouped expression must read the same in the
// SELECT and the GROUP BY, and two parameters ($1, $5) would make them differ for PostgreSQL.
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const dayOf = (column: SQL | typeof payments.confirmedAt) =>
  sql<string>`to_char((${column} at time zone ${ZONE})::date, 'YYYY-MM-DD')`;
/** [from, to] La Paz days as a condition on a timestamp column. */
const withinDays = (column: typeof payments.confirmedAt | typeof ledgerEntries.createdAt, from: string, to: string) =>
  sql`(${column} at time zone ${ZONE})::date between ${from}::date and ${to}::date`;

const RECEIVED_STATES = ['confirmed', 'regularising', 'refunded'];

/** Payments received per day, method and company (whatever became of them since: a refund counts on its own day). */
export async function receivedByDay(db: Executor, from: string, to: string) {
  const day = dayOf(payments.confirmedAt);
  return db
    .select({
      day,
      method: payments.method,
      companyId: companies.id,
      company: companies.name,
      count: count(),
      cents: sql<string>`sum(${payments.amountCents})::text`,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(
      and(
        inArray(payments.state, RECEIVED_STATES),
        isNotNull(payments.confirmedAt),
        withinDays(payments.confirmedAt, from, to),
      ),
    )
    .groupBy(day, payments.method, companies.id, companies.name)
    .orderBy(day, payments.method, companies.id);
}

/** What was refunded per day. */
export async function refundedByDay(db: Executor, from: string, to: string) {
  const day = dayOf(payments.refundedAt as never);
  return db
    .select({ day, cents: sql<string>`sum(${payments.amountCents})::text` })
    .from(payments)
    .where(and(isNotNull(payments.refundedAt), withinDays(payments.refundedAt as never, from, to)))
    .groupBy(day);
}

/** The ledger's net on the clearing accounts per day: what came in through the methods, less what went back. */
export async function ledgerClearingByDay(db: Executor, from: string, to: string) {
  const day = dayOf(ledgerEntries.createdAt as never);
  return db
    .select({ day, cents: sql<string>`sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents})::text` })
    .from(ledgerEntries)
    .where(and(like(ledgerEntries.account, 'clearing:%'), withinDays(ledgerEntries.createdAt, from, to)))
    .groupBy(day);
}

function listConditions(filter: Omit<PaymentListFilter, 'page'>) {
  return and(
    filter.day === undefined ? undefined : withinDays(payments.createdAt as never, filter.day, filter.day),
    filter.method === undefined ? undefined : eq(payments.method, filter.method),
    filter.companyId === undefined ? undefined : eq(products.companyId, filter.companyId),
    filter.state === undefined ? undefined : eq(payments.state, filter.state),
  );
}

/** One page of payments, newest first, with the company, the customer and the contract. */
export async function paymentPage(
  db: Executor,
  filter: Omit<PaymentListFilter, 'page'>,
  offset: number,
  limit: number,
) {
  const where = listConditions(filter);
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      day: dayOf(payments.createdAt as never),
      method: payments.method,
      state: payments.state,
      amountCents: payments.amountCents,
      currency: payments.currency,
      companyId: companies.id,
      company: companies.name,
      customer: users.fullName,
      contract: products.contractNumber,
      receiptNumber: payments.receiptNumber,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The payment a staff member acts on, locked until the act's transaction ends: two acts on it queue. */
export async function lockPaymentForAct(tx: Executor, paymentId: number) {
  const [row] = await tx
    .select({ payment: payments, customerDocumentNumber: users.documentNumber })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return row ?? null;
}

export async function ledgerEntriesOf(tx: Executor, paymentId: number) {
  return tx.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(ledgerEntries.id);
}

export async function allocationsOf(tx: Executor, paymentId: number) {
  return tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
}

/** Takes back from the paid columns what a payment's allocations added; its receipt no longer names them. */
export async function reopenInstalments(
  tx: Executor,
  allocations: readonly { instalmentId: number; component: string; amountCents: bigint }[],
  productId: number,
  receiptNumber: string | null,
) {
  for (const a of allocations) {
    const component = a.component as keyof typeof PAID_COLUMN;
    await tx
      .update(instalments)
      .set({ [PAID_FIELD[component]]: sql`${PAID_COLUMN[component]} - ${a.amountCents}` })
      .where(eq(instalments.id, a.instalmentId));
  }
  if (receiptNumber)
    await tx
      .update(instalments)
      .set({ receiptNumber: null })
      .where(and(eq(instalments.productId, productId), eq(instalments.receiptNumber, receiptNumber)));
}

export const markRefunded = (tx: Executor, paymentId: number, now: Date) =>
  updatePayment(tx, paymentId, { state: 'refunded', refundedAt: now });
