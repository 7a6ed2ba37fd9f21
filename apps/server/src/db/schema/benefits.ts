import { bigint, bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * The accreditation card of a membership (spec §2 /carnet-{brand}, §4 card states): the holder shows
 * its QR at the park gate. It is enabled while its yearly fee is paid (valid_until) and the membership
 * has no instalment past due; the fee is paid on /acreditacion-{brand}/payme.
 */
export const accreditationCards = pgTable('accreditation_cards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: bigint('product_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  /** the last day (La Paz) the paid fee covers; null until the first fee is paid */
  validUntil: date('valid_until', { mode: 'string' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

/**
 * A membership's travel benefit (spec §3 "Benefit": RCI code and expiry; §6 rules): the RCI affiliation
 * that opens the international exchange of weeks, bought on /beneficios-travel/pagar.
 */
export const travelBenefits = pgTable('travel_benefits', {
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rciCode: text('rci_code').notNull().unique(),
  /** the last day (La Paz) of the affiliation */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  /** the payment of the last affiliation fee */
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
});
