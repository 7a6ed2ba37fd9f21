import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { StoredReceiptFacts } from '../../adapters/pdf/receipt-file.ts';
import { bytea } from './column-types.ts';
import { companies } from './invoicing.ts';
import { instalments, products } from './products.ts';
import { users } from './users.ts';

/**
 * A payment on a product. Card payments are written confirmed in one transaction with their
 * allocations, ledger entries and receipt; a QR payment is written pending and confirmed later by
 * the bank's webhook. Card numbers are never stored: the gateway's token and the last four only.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The product's company, copied when the payment is written (insertPayment): the back office lists and sums
     * payments by company on a million rows without a join per row (docs/decisions/0040).
     */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** card | qr | prepaid | wallet */
    method: text('method').notNull(),
    /** who paid, when not the owner (a friend paying through a payment request) */
    payerUserId: bigint('payer_user_id', { mode: 'number' }).references(() => users.id),
    prepaidCardId: bigint('prepaid_card_id', { mode: 'number' }),
    /** confirmed | pending | regularising | expired | refunded (given back in full, docs/decisions/0043) */
    state: text('state').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * What a payment pays when it is not the product's instalments: a fee of the product ('accreditation',
     * 'rci-affiliation', 'subscription'). A QR carries it from issue to the bank's confirmation, which settles it
     * as that fee (docs/decisions/0048); null for a payment of instalments.
     */
    fee: text('fee'),
    /** the acquirer's or the bank's reference of this charge */
    externalReference: text('external_reference').unique(),
    /** The QR bank's id of the transfer that paid it: one transfer is applied once, whatever the deliveries. */
    bankTransactionId: text('bank_transaction_id').unique(),
    receiptNumber: text('receipt_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last of it was given back: its refunds (refunds.ts) hold the whole amount and all completed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What its refunds hold (requested, owed or completed): never more than was paid (docs/decisions/0043). */
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    // The back office's days (docs/decisions/0040): the payments received in a range of days, by method and
    // company, are read from this index alone (an index-only scan), never from the table.
    index('payments_received_idx').on(t.confirmedAt, t.state, t.method, t.companyId, t.amountCents),
    // The back office's list, newest first: all, in one state, of one company (a page is a walk of the index).
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_state_created_idx').on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payments_product_idx').on(t.productId, t.createdAt),
    index('payments_user_idx').on(t.userId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_refunded_within_amount', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/** Which part of which instalment a payment settled. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    instalmentId: bigint('instalment_id', { mode: 'number' })
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    /** fines | interest | expenses | formFee | capital */
    component: text('component').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.instalmentId, t.component] }),
    check('payment_allocations_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Double-entry ledger: every payment's entries balance (debits = credits). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    debitCents: bigint('debit_cents', { mode: 'bigint' }).notNull(),
    creditCents: bigint('credit_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_payment_idx').on(t.paymentId),
    // The back office's days beside the ledger: the clearing accounts' net per day, from this index alone.
    index('ledger_entries_clearing_idx')
      .on(t.createdAt, t.debitCents, t.creditCents)
      .where(sql`${t.account} like 'clearing:%'`),
  ],
);

/**
 * The receipt of a confirmed payment. Since docs/decisions/0066 the payment's transaction writes what the receipt
 * says (`facts`) and its PDF is drawn from them on each download, the same bytes each time; receipts written
 * before keep the PDF they were written with (`pdf`). One of the two is always there.
 */
export const receipts = pgTable(
  'receipts',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    pdf: bytea('pdf'),
    // json, not jsonb: kept as written, in the order the receipt reads.
    facts: json('facts').$type<StoredReceiptFacts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('receipts_pdf_or_facts', sql`${t.pdf} is not null or ${t.facts} is not null`)],
);

/** Gapless receipt numbers per company: the row is locked by the payment's transaction while it counts. */
export const receiptCounters = pgTable('receipt_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/**
 * The cards a customer has paid with, as the gateway's token (spec §6: a limit of cards per client). A card
 * the customer removes keeps its row with `removed_at` (its payments still name it) and no longer counts,
 * nor may it be charged; typing it again takes the row up again (docs/decisions/0022).
 */
export const customerCards = pgTable(
  'customer_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** null for a card kept before expiries were recorded */
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [unique('customer_cards_user_token_key').on(t.userId, t.token)],
);
