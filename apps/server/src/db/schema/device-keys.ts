import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Device keys (docs/decisions/0027): the public half of an ECDSA P-256 key a person's device made after a
 * password login, so that device logs in by signing a challenge (auth type 2 fingerprint, 3 face id). At most
 * one live key per person and device; revoking keeps the row (when, and that it no longer opens anything).
 */
export const deviceKeys = pgTable(
  'device_keys',
  {
    /** Also the userToken the device keeps: it names the key, it opens nothing by itself. */
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login's `dispositivo`. */
    device: text('device').notNull(),
    /** 2 fingerprint, 3 face id: how the person unlocks the key on the device (their preference). */
    authType: smallint('auth_type').notNull(),
    /** SPKI DER, base64. */
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('device_keys_live_idx').on(t.userId, t.device).where(sql`${t.revokedAt} is null`)],
);

/**
 * One-time login challenges for a device key: short-lived, bound to the key (and so to its person and
 * device), and spent by the one statement that marks them used, so two logins racing with one challenge
 * get one session between them.
 */
export const deviceKeyChallenges = pgTable(
  'device_key_challenges',
  {
    /** 32 random bytes, base64url: what the device signs. */
    id: text('id').primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => deviceKeys.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Expired challenges of a key are cleared when it is given a new one.
  (t) => [index('device_key_challenges_key_idx').on(t.keyId)],
);
