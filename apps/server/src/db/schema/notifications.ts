import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's notifications (tipo 1) and promotions (tipo 2), spec §3. The list is read newest first
 * a page at a time and the unread count on every page load, so both have an index that keeps them
 * flat however many rows a person collects.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_page_idx').on(t.userId, t.type, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId, t.type).where(sql`${t.readAt} is null`),
  ],
);

/** The last exchange rates fetched, so a restart or an unreachable rate service still has them. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  ratePerUsd: text('rate_per_usd').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
