import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { instalments } from './products.ts';
import { staff } from './staff.ts';
import { users } from './users.ts';

/**
 * Money given back of a payment, through the means that paid it (docs/decisions/0043): all of it or part, in
 * as many refunds as a staff member makes, never more than was paid (payments.refunded_cents and its CHECK).
 * A refund is recorded before the acquirer or the bank is asked, under its own `reference`, so a crash between
 * the question and the answer leaves a `requested` row that is asked again under the same reference.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** the payment's owner: the customer reads her refunds by it */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** card | qr | prepaid | wallet: the payment's */
    method: text('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /** requested | owed | completed | declined (domain refund.rules) */
    state: text('state').notNull(),
    /** ours, sent to the acquirer or the bank: they are idempotent on it */
    reference: text('reference').notNull().unique(),
    /** the acquirer's refund id, or the bank's id of the transfer back */
    externalReference: text('external_reference'),
    declineReason: text('decline_reason'),
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the money was back where it came from: the day it counts against in the back office's days */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId, t.id),
    // The back office's days: what left on each day (an index range, docs/decisions/0040).
    index('refunds_completed_idx').on(t.completedAt, t.amountCents).where(sql`${t.state} = 'completed'`),
    // Refunds whose answer is still awaited: the retry finds them without reading the others.
    index('refunds_requested_idx').on(t.createdAt).where(sql`${t.state} = 'requested'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Which part of which instalment a refund took back from its payment's allocations (re-opened on the schedule). */
export const refundAllocations = pgTable(
  'refund_allocations',
  {
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    instalmentId: bigint('instalment_id', { mode: 'number' })
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    /** fines | interest | expenses | formFee | capital */
    component: text('component').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.instalmentId, t.component] }),
    check('refund_allocations_positive', sql`${t.amountCents} > 0`),
  ],
);
