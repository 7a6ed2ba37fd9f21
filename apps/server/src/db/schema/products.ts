import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies } from './invoicing.ts';
import { users } from './users.ts';

/** What a customer owns (spec §2 /mi-producto): a lot, a house, a membership or a season pass. */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** lot | house | membership | season_pass | subscription (docs/decisions/0016) */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    contractNumber: text('contract_number').notNull().unique(),
    currency: text('currency').notNull().default('USD'),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    /** memberships only: platinum | resort | resort_plus (spec §3 membership names) */
    membershipLevel: text('membership_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('products_user_idx').on(t.userId, t.id)],
);

/**
 * One instalment of a product's schedule (spec §3 "Payment"): what it charges and what has been paid
 * of each part. Payments only ever add to the paid columns, inside the payment's transaction.
 */
export const instalments = pgTable(
  'instalments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** La Paz calendar date */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    capitalCents: bigint('capital_cents', { mode: 'bigint' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'bigint' }).notNull(),
    finesCents: bigint('fines_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    expensesCents: bigint('expenses_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    formFeeCents: bigint('form_fee_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    paidCapitalCents: bigint('paid_capital_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    paidInterestCents: bigint('paid_interest_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    paidFinesCents: bigint('paid_fines_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    paidExpensesCents: bigint('paid_expenses_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    paidFormFeeCents: bigint('paid_form_fee_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** the receipt of the payment that settled it last */
    receiptNumber: text('receipt_number'),
  },
  (t) => [
    unique('instalments_product_number_key').on(t.productId, t.number),
    // The last guard against paying more than is owed: no code path may get past it.
    check(
      'instalments_paid_within_charged',
      sql`${t.paidCapitalCents} between 0 and ${t.capitalCents} and ${t.paidInterestCents} between 0 and ${t.interestCents}
        and ${t.paidFinesCents} between 0 and ${t.finesCents} and ${t.paidExpensesCents} between 0 and ${t.expensesCents}
        and ${t.paidFormFeeCents} between 0 and ${t.formFeeCents}`,
    ),
  ],
);
