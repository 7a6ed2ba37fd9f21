import type { DebtSummary } from '@vo/domain/products/products.wire';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import type { OwnProduct } from './product-accounts.repo.ts';

interface DebtRow {
  id: string | number;
  user_id: string | number;
  company_id: number;
  company_name: string;
  kind: string;
  description: string;
  contract_number: string;
  currency: string;
  price_cents: string | number;
  membership_level: string | null;
  created_at: string | Date;
  total_debt: string | number;
  overdue_debt: string | number;
  overdue_count: string | number;
  paid_count: string | number;
  instalment_count: string | number;
  next_number: number | null;
  next_due: string | null;
  next_amount: string | number | null;
}

/** What an instalment still owes. */
const OWED = `(i.capital_cents + i.interest_cents + i.fines_cents + i.expenses_cents + i.form_fee_cents)
  - (i.paid_capital_cents + i.paid_interest_cents + i.paid_fines_cents + i.paid_expenses_cents + i.paid_form_fee_cents)`;

/**
 * The caller's products with what the domain's statementOf computes (total debt, overdue debt and
 * count, the oldest instalment with something left), summed by the database: one row per product.
 * products.test.ts checks this query against statementOf on random schedules, so the rule stays one.
 * "My products" reads it on every visit: a prepared statement (db/prepared.ts, docs/decisions/0029);
 * cents come as text, exact whatever the driver.
 *
 * Per product, two lateral reads of its own instalments (the (product_id, number) index): the sums, and the
 * oldest one with something left: about half the time of the former CTEs, which gathered every instalment
 * of the person first and then grouped and sorted them all (explain analyze on the demo customer:
 * 0.15–0.3 ms against 0.3–0.5 ms; docs/decisions/0029).
 */
const withDebt = preparedStatement<DebtRow>(
  'products_with_debt',
  `select p.id, p.user_id, p.company_id, c.name as company_name, p.kind, p.description, p.contract_number,
          p.currency, p.price_cents::text as price_cents, p.membership_level, p.created_at,
          d.total_debt::text as total_debt, d.overdue_debt::text as overdue_debt, d.overdue_count,
          d.paid_count, d.instalment_count, n.next_number, n.next_due, n.next_amount::text as next_amount
   from products p
   join companies c on c.id = p.company_id
   cross join lateral (
     select coalesce(sum(o.owed) filter (where o.owed > 0), 0) as total_debt,
            coalesce(sum(o.owed) filter (where o.owed > 0 and o.due_date < $2::date), 0) as overdue_debt,
            count(*) filter (where o.owed > 0 and o.due_date < $2::date) as overdue_count,
            count(*) filter (where o.owed <= 0) as paid_count,
            count(*) as instalment_count
     from instalments i cross join lateral (select i.due_date, ${OWED} as owed) o
     where i.product_id = p.id
   ) d
   left join lateral (
     select i.number as next_number, i.due_date::text as next_due, ${OWED} as next_amount
     from instalments i
     where i.product_id = p.id and ${OWED} > 0
     order by i.due_date, i.number
     limit 1
   ) n on true
   where p.user_id = $1
   order by p.id`,
);

export async function productsWithDebtOf(
  db: Executor,
  userId: number,
  today: string,
): Promise<{ product: OwnProduct; debt: DebtSummary }[]> {
  const rows = await withDebt(db, [userId, today]);
  return rows.map((row) => ({
    product: {
      id: Number(row.id),
      userId: Number(row.user_id),
      companyId: Number(row.company_id),
      companyName: row.company_name,
      kind: row.kind,
      description: row.description,
      contractNumber: row.contract_number,
      currency: row.currency,
      priceCents: BigInt(row.price_cents),
      membershipLevel: row.membership_level,
      createdAt: new Date(row.created_at),
    },
    debt: {
      totalDebt: BigInt(row.total_debt),
      overdueDebt: BigInt(row.overdue_debt),
      overdueCount: Number(row.overdue_count),
      paidCount: Number(row.paid_count),
      instalmentCount: Number(row.instalment_count),
      next:
        row.next_number === null
          ? null
          : { number: Number(row.next_number), dueDate: row.next_due!, amount: BigInt(row.next_amount!) },
    },
  }));
}

/**
 * A product's payments, newest first, each with its refunds that hold money (docs/decisions/0043); the owner
 * check was made on the product.
 */
export async function paymentsOf(db: Executor, userId: number, productId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.productId, productId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const given = rows.some((p) => p.refundedCents > 0n)
    ? await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.userId, userId),
            inArray(
              refunds.paymentId,
              rows.filter((p) => p.refundedCents > 0n).map((p) => p.id),
            ),
            ne(refunds.state, 'declined'),
          ),
        )
        .orderBy(asc(refunds.id))
    : [];
  return rows.map((payment) => ({ ...payment, refunds: given.filter((r) => r.paymentId === payment.id) }));
}

/**
 * Spec §6/§8: whether a customer has an instalment past due with something left to pay. Read off the same
 * statement as "My products" (productsWithDebtOf, checked against the domain's statementOf), so "overdue"
 * means one thing everywhere: reservations of lots and cabins ask it.
 */
export async function hasOverdueInstalments(db: Executor, userId: number, today: string): Promise<boolean> {
  return (await instalmentStanding(db, userId, today)).hasOverdue;
}

/** Whether the person holds any product, and whether any of them has an overdue instalment. */
export async function instalmentStanding(db: Executor, userId: number, today: string) {
  const products = await productsWithDebtOf(db, userId, today);
  return { hasProduct: products.length > 0, hasOverdue: products.some(({ debt }) => debt.overdueCount > 0) };
}
