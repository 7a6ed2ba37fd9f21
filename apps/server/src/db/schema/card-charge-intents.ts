import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A card charge about to be asked of the acquirer (docs/decisions/0069), committed BEFORE it is asked under its
 * `reference`: a crash between the acquirer's approval and the payment's commit leaves an `asked` row, and the
 * sweep voids what the acquirer holds under that reference. The payment's transaction marks it `recorded`, so
 * the mark commits with the payment row or not at all.
 */
export const cardChargeIntents = pgTable(
  'card_charge_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ours, sent to the acquirer: it is idempotent on it */
    reference: text('reference').notNull().unique(),
    /** who pays; absent for a subscription's renewal, whose owner is read in its transaction */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** the product paid, when the request names it */
    productId: bigint('product_id', { mode: 'number' }),
    /** what the request asked to pay, when it says; the acquirer's journal keeps what it charged */
    amountCents: bigint('amount_cents', { mode: 'bigint' }),
    /** the request's Idempotency-Key: a retry under it makes a new intent, and runOnce charges once */
    idempotencyKey: text('idempotency_key'),
    /** asked | recorded | voided | unused (features/payments/charge-intents.repo.ts) */
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep reads only what is still asked, oldest first.
    index('card_charge_intents_asked_idx').on(t.createdAt).where(sql`${t.state} = 'asked'`),
    check('card_charge_intents_state', sql`${t.state} in ('asked', 'recorded', 'voided', 'unused')`),
  ],
);
