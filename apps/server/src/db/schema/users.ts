import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Document number (CI), the login name. */
    documentNumber: text('document_number').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** Stored as prefix-number, e.g. "+591-71234567". */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    isAdviser: boolean('is_adviser').notNull().default(false),
    isCashier: boolean('is_cashier').notNull().default(false),
    /** puedeIngresar: the business may bar a user from the portal. */
    canEnter: boolean('can_enter').notNull().default(true),
    adviserMessage: text('adviser_message').notNull().default(''),
    /** Spec §2: the recovery calculator is for verified users only (verificado). */
    recoveryCalculatorVerified: boolean('recovery_calculator_verified').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** While set, the user is asked to choose a secure password before this date (cantidadDiasLoginCarnet). */
    securePasswordDueAt: timestamp('secure_password_due_at', { withTimezone: true }),
    /** Country and city of residence (spec §3); null city = "not listed". */
    countryId: integer('country_id'),
    cityId: integer('city_id'),
    /** actualizacionRealizada: null while the person has not confirmed their contact data. */
    profileConfirmedAt: timestamp('profile_confirmed_at', { withTimezone: true }),
    showIdModal: boolean('show_id_modal').notNull().default(false),
    /** The day the person's ID card stops being valid, as last shown to the group; null while none is on file. */
    idCardExpiresOn: date('id_card_expires_on'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The login before the last one: what the home page shows as "previous login". */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // The network search finds people by the start of their document number (a prefix range)…
    index('users_document_prefix_idx').using('btree', t.documentNumber.op('text_pattern_ops')),
    // …or by any part of their name: trigrams answer "contains" without reading every name (pg_trgm).
    index('users_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    // The back office's People search (docs/decisions/0038, 0040) on a million people: the start of the name, of
    // the e-mail and of the phone's local number, each `like 'x%'` on its own btree (text_pattern_ops, and the
    // "C" collation of the name's, read a prefix as a range); a word inside the name is the trigram index's. The
    // name's is also the list's order (by name, then id): a page of a common name is a walk of its first entries.
    index('users_name_order_idx').using('btree', sql`(lower(${t.fullName}) collate "C")`, t.id),
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('users_phone_local_prefix_idx').using('btree', sql`split_part(${t.phone}, '-', 2) text_pattern_ops`),
  ],
);

export const preferences = pgTable('preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  /** USD, EUR or GBP: how amounts are shown (spec §3 "Currency"). */
  currency: text('currency').notNull().default('USD'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
