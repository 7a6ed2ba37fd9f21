import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A change of a product's plan (spec §2 /reconfigurar-plan-pago, /mejorar-membresia): what was
 * asked, what was applied, and the addendum it produced. "customer_service" is an upgrade the
 * portal could not apply (spec §4: the warning to visit customer service for the addendum data).
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** reconfigure | upgrade */
    kind: text('kind').notNull(),
    /** applied | customer_service */
    state: text('state').notNull(),
    valueCents: bigint('value_cents', { mode: 'bigint' }).notNull(),
    initialCents: bigint('initial_cents', { mode: 'bigint' }).notNull(),
    termMonths: integer('term_months').notNull(),
    monthlyFeeCents: bigint('monthly_fee_cents', { mode: 'bigint' }).notNull(),
    fromLevel: text('from_level'),
    toLevel: text('to_level'),
    addendumPdf: bytea('addendum_pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_changes_product_idx').on(t.productId)],
);
