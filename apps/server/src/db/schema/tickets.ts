import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A person's tickets and coupons (spec §2 /Tickets, §4 states, §9 season-pass benefits): park passes
 * with a number of uses, and discount coupons. `uses_left` never goes below zero (CHECK), so a use is
 * taken exactly once even when the gate and the phone press at the same moment.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** the product whose benefit it is (a season pass, a membership) */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    /** ticket | coupon | hotel (a night of a membership's hotel service) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    discountPercent: integer('discount_percent'),
    usesTotal: integer('uses_total').notNull(),
    usesLeft: integer('uses_left').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId),
    check('tickets_uses_left_check', sql`${t.usesLeft} >= 0 and ${t.usesLeft} <= ${t.usesTotal}`),
  ],
);

/** Each use of a ticket, who and when: the count going down is also a row here. */
export const ticketUses = pgTable(
  'ticket_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_uses_ticket_idx').on(t.ticketId)],
);
