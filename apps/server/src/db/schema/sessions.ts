import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per login; the JWT names it, so ending the row ends the token (ARCHITECTURE §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull().default(''),
    pushToken: text('push_token').notNull().default(''),
    agent: text('agent').notNull(),
    /** 1 password, 2 fingerprint, 3 face id (spec §3): how the session was opened (docs/decisions/0027). */
    authType: smallint('auth_type').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, language, inactivity, forced, password */
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_open_idx').on(t.userId).where(sql`${t.endedAt} is null`)],
);

/** Push tokens of the native app (POST token/user/register). */
export const pushTokens = pgTable('push_tokens', {
  token: text('token').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  imei: text('imei').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
