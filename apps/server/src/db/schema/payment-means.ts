import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * Prepaid cards sold by the group (spec §2 /tarjetas-prepago). The code is a bearer secret, like a
 * gift card: only its SHA-256 is stored, and its last four to name it. The balance never goes below zero.
 */
export const prepaidCards = pgTable(
  'prepaid_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    codeLast4: text('code_last4').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** spec §4 card states: enabled | not_enabled (expired is read from expires_at) */
    state: text('state').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('prepaid_cards_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/** A customer's points wallet: 1 point pays 1 cent. The PIN is hashed like a password; its tries are an attempt counter. */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    pinHash: text('pin_hash').notNull(),
  },
  (t) => [check('wallets_points_not_negative', sql`${t.points} >= 0`)],
);

/** "Ask a friend to pay": a code for an amount of one product, that another person pays once. */
export const paymentRequests = pgTable('payment_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
