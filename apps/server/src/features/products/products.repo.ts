import type { DebtSummary } from '@vo/domain/products/products.wire';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
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

/**
 * The caller's products with what the domain's statementOf computes (total debt, overdue debt and
 * count, the oldest instalment with something left), summed by the database: one row per product.
 * products.test.ts checks this query against statementOf on random schedules, so the rule stays one.
 */
export async function productsWithDebtOf(
  db: Executor,
  userId: number,
  today: string,
): Promise<{ product: OwnProduct; debt: DebtSummary }[]> {
  // Both drivers (pg and PGlite) answer raw statements with { rows }.
  const result = (await db.execute(sql`
    with left_to_pay as (
      select i.product_id, i.number, i.due_date,
             (i.capital_cents + i.interest_cents + i.fines_cents + i.expenses_cents + i.form_fee_cents)
           - (i.paid_capital_cents + i.paid_interest_cents + i.paid_fines_cents + i.paid_expenses_cents + i.paid_form_fee_cents) as owed
      from instalments i join products p on p.id = i.product_id
      where p.user_id = ${userId}
    ), debt as (
      select product_id,
             coalesce(sum(owed) filter (where owed > 0), 0) as total_debt,
             coalesce(sum(owed) filter (where owed > 0 and due_date < ${today}::date), 0) as overdue_debt,
             count(*) filter (where owed > 0 and due_date < ${today}::date) as overdue_count,
             count(*) filter (where owed <= 0) as paid_count,
             count(*) as instalment_count
      from left_to_pay group by product_id
    ), next as (
      select distinct on (product_id) product_id, number as next_number, due_date::text as next_due, owed as next_amount
      from left_to_pay where owed > 0 order by product_id, due_date, number
    )
    select p.id, p.user_id, p.company_id, c.name as company_name, p.kind, p.description, p.contract_number,
           p.currency, p.price_cents, p.membership_level, p.created_at,
           coalesce(d.total_debt, 0) as total_debt, coalesce(d.overdue_debt, 0) as overdue_debt,
           coalesce(d.overdue_count, 0) as overdue_count, coalesce(d.paid_count, 0) as paid_count,
           coalesce(d.instalment_count, 0) as instalment_count, n.next_number, n.next_due, n.next_amount
    from products p
    join companies c on c.id = p.company_id
    left join debt d on d.product_id = p.id
    left join next n on n.product_id = p.id
    where p.user_id = ${userId}
    order by p.id`)) as unknown as { rows: DebtRow[] };
  return result.rows.map((row) => ({
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

/** A product's payments, newest first; the owner check was made on the product. */
export async function paymentsOf(db: Executor, userId: number, productId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.productId, productId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
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
