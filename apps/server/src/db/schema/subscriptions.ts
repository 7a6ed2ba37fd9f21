import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * The international membership subscription (spec §2 /suscripcion-{brand}, docs/decisions/0016): a plan
 * paid by card each period, with the acquirer's token kept (never the card number) so the next period is
 * charged when the current one ends. One per person and brand: subscribing again after it ended or fell
 * past due takes up the same row and its product.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the product the payments are made on (kind 'subscription') */
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    /** monthly | yearly */
    plan: text('plan').notNull(),
    /** active | past_due | ended */
    state: text('state').notNull(),
    /** the customer cancelled: it stays active until the period ends and is not charged again */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** the La Paz day periods are counted from (the day of the first charge) */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    /** the last La Paz day the paid period covers */
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** kept to refuse a renewal on a card already expired without asking the acquirer */
    cardExpiryMonth: integer('card_expiry_month').notNull(),
    cardExpiryYear: integer('card_expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('subscriptions_user_brand_key').on(t.userId, t.brand),
    check('subscriptions_state_check', sql`${t.state} in ('active', 'past_due', 'ended')`),
    index('subscriptions_renewal_idx').on(t.state, t.currentPeriodEnd),
  ],
);

/**
 * Each automatic renewal of a period: one row per (subscription, period end), written in the same
 * transaction as its charge, so the same period is never charged twice however often the run goes.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** the last day of the period this renewal pays for */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** paid | declined */
    outcome: text('outcome').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('subscription_renewals_period_key').on(t.subscriptionId, t.periodEnd),
    check('subscription_renewals_outcome_check', sql`${t.outcome} in ('paid', 'declined')`),
  ],
);
