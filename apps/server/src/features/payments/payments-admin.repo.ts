import type { PaymentListFilter } from '@vo/domain/payments/payments-admin.wire';
import { BUSINESS_TIME_ZONE } from '@vo/domain/time';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, ledgerEntries, payments, prepaidCards, products, refunds, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';

/* The back office's reads and writes on payments (docs/decisions/0040, 0043). */

// The zone is written as a literal, not a parameter: the grouped expression must read the same in the
// SELECT and the GROUP BY, and two parameters ($1, $5) would make them differ for PostgreSQL.
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
type Instant = typeof payments.confirmedAt | typeof payments.createdAt | typeof ledgerEntries.createdAt;
/** The La Paz day of an instant; grouped on, then written YYYY-MM-DD once per group (dayText). */
const dayOf = (column: Instant | SQL) => sql<string>`(${column} at time zone ${ZONE})::date`;
const dayText = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
/**
 * [from, to] La Paz days as a range of instants: a range an index walks (docs/decisions/0040), where the
 * day of every row compared with the days would read every row.
 */
const withinDays = (column: Instant | SQL, from: string, to: string) =>
  sql`${column} >= (${from}::date)::timestamp at time zone ${ZONE}
    and ${column} < (${to}::date + 1)::timestamp at time zone ${ZONE}`;

const RECEIVED_STATES = ['confirmed', 'regularising', 'refunded'];

/**
 * Payments received per day, method and company (whatever became of them since: a refund counts on its own
 * day), read from payments_received_idx alone; the company's name is joined to the few groups, not the rows.
 */
export async function receivedByDay(db: Executor, from: string, to: string) {
  const day = dayOf(payments.confirmedAt);
  const groups = db
    .select({
      day: day.as('day'),
      method: payments.method,
      companyId: payments.companyId,
      count: count().as('count'),
      cents: sql<string>`sum(${payments.amountCents})::text`.as('cents'),
    })
    .from(payments)
    .where(and(inArray(payments.state, RECEIVED_STATES), withinDays(payments.confirmedAt, from, to)))
    .groupBy(day, payments.method, payments.companyId)
    .as('groups');
  return db
    .select({
      day: dayText(sql`${groups.day}`),
      method: groups.method,
      companyId: groups.companyId,
      company: companies.name,
      count: groups.count,
      cents: groups.cents,
    })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .orderBy(groups.day, groups.method, groups.companyId);
}

/** What was given back per day, on the day the money left (refunds_completed_idx: the few completed refunds). */
export async function refundedByDay(db: Executor, from: string, to: string) {
  const completedAt = sql`${refunds.completedAt}`;
  const day = dayOf(completedAt);
  return db
    .select({ day: dayText(day), cents: sql<string>`sum(${refunds.amountCents})::text` })
    .from(refunds)
    .where(and(eq(refunds.state, 'completed'), withinDays(completedAt, from, to)))
    .groupBy(day);
}

/**
 * The ledger's net on the clearing accounts per day: what came in through the methods, less what went back.
 * The condition on the account is written as the partial index ledger_entries_clearing_idx states it, so the
 * sums are read from that index alone.
 */
export async function ledgerClearingByDay(db: Executor, from: string, to: string) {
  const day = dayOf(ledgerEntries.createdAt);
  return db
    .select({
      day: dayText(day),
      cents: sql<string>`sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents})::text`,
    })
    .from(ledgerEntries)
    .where(and(sql`${ledgerEntries.account} like 'clearing:%'`, withinDays(ledgerEntries.createdAt, from, to)))
    .groupBy(day);
}

/**
 * The list's filters as one condition. The search is a receipt number or a customer's document, whole: the
 * customer is found first (by document), so the payments are two index reads, the receipt's and the customer's;
 * "or in (select …)" would read every payment.
 */
export async function paymentConditions(
  db: Executor,
  filter: Omit<PaymentListFilter, 'page'>,
): Promise<SQL | undefined> {
  const text = filter.search.trim().toUpperCase();
  const [customer] = text
    ? await db.select({ id: users.id }).from(users).where(eq(users.documentNumber, text)).limit(1)
    : [];
  return and(
    text ? or(eq(payments.receiptNumber, text), customer ? eq(payments.userId, customer.id) : undefined) : undefined,
    filter.day === undefined ? undefined : withinDays(payments.createdAt, filter.day, filter.day),
    filter.method === undefined ? undefined : eq(payments.method, filter.method),
    filter.companyId === undefined ? undefined : eq(payments.companyId, filter.companyId),
    filter.state === undefined ? undefined : eq(payments.state, filter.state),
  );
}

/**
 * One page of payments, newest first, with the company, the customer and the contract. The page's ids are
 * found on payments alone (an index walk: payments_created_idx, or the state's or company's), and only those
 * 25 are joined: a join before the offset would look up every skipped row's product and customer.
 */
export async function paymentRows(db: Executor, where: SQL | undefined, offset: number, limit: number) {
  const newestFirst = [desc(payments.createdAt), desc(payments.id)] as const;
  const page = db
    .select({ id: payments.id })
    .from(payments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      day: dayText(dayOf(payments.createdAt)),
      method: payments.method,
      state: payments.state,
      amountCents: payments.amountCents,
      currency: payments.currency,
      companyId: companies.id,
      company: companies.name,
      customer: users.fullName,
      contract: products.contractNumber,
      receiptNumber: payments.receiptNumber,
      refundedCents: payments.refundedCents,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      prepaidLast4: prepaidCards.codeLast4,
    })
    .from(page)
    .innerJoin(payments, eq(payments.id, page.id))
    .leftJoin(prepaidCards, eq(prepaidCards.id, payments.prepaidCardId))
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .innerJoin(users, eq(users.id, payments.userId))
    .orderBy(...newestFirst);
}

/** How many payments the condition (paymentConditions) names, up to the console's cap. */
export const countPayments = (db: Executor, where: SQL | undefined) =>
  countUpTo(db, db.select({ id: payments.id }).from(payments).where(where));

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
