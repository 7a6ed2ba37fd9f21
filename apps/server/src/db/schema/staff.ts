import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The back office's staff (docs/decisions/0038): their own accounts, apart from the portal's
 * people, so a customer's password can never open the console and a staff token never opens the portal.
 */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** admin, customer_service, sales_manager, cashier_supervisor (domain back-office/staff-roles.ts) */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** base32 TOTP secret (RFC 6238) */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email)],
);

/** One-time recovery codes, kept as SHA-256 (they are random and long: no slow hash needed). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** One row per staff sign-in; the staff token names it, so ending the row ends the token. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The first step's proof that opened it: unique, so one proof opens one session (docs/decisions/0042). */
    challengeId: uuid('challenge_id'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    uniqueIndex('staff_sessions_challenge_idx').on(t.challengeId),
  ],
);

/**
 * A staff member's money acts exactly once per Idempotency-Key (docs/decisions/0043): `idempotency_keys` names the
 * portal's people, so the staff keep theirs apart, with the same rules (platform/exactly-once/staff-idempotency.repo.ts).
 */
export const staffIdempotencyKeys = pgTable(
  'staff_idempotency_keys',
  {
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    // json, not jsonb: a replay must be byte-for-byte the first answer.
    response: json('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] })],
);
