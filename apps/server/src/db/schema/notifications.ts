import { bigint, bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's notifications (tipo 1) and promotions (tipo 2), spec §3. The list is read newest first a
 * page at a time through the index below; counts come from notification_counters.
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
    /** the portal page the notification is about (a relative path), when it is about one */
    link: text('link'),
  },
  (t) => [
    // NULLS FIRST is what a plain ORDER BY … DESC means: only then does the index give the order without a sort.
    index('notifications_user_page_idx').on(
      t.userId,
      t.type,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * How many notifications of each type a person has, and how many unread: the list's count and the
 * bell's number are one row read instead of counting thousands of rows on every page load. Kept by a
 * trigger on `notifications` (migration 0004), so every way a row is written (a service, the seed, a
 * bulk insert by an operator) keeps it right.
 */
export const notificationCounters = pgTable(
  'notification_counters',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The last exchange rates fetched, so a restart or an unreachable rate service still has them. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  ratePerUsd: text('rate_per_usd').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
