import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { instalments } from './products.ts';
import { users } from './users.ts';

/**
 * Each reminder sent, one row per instalment and stage (docs/decisions/0063). The row is claimed in the same
 * transaction that writes the messages, so its unique key is the at-most-once guarantee, whatever queue, instance
 * or restart runs the sweep.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instalmentId: bigint('instalment_id', { mode: 'number' })
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    /** before7 | before1 | due | after3 | after10 (REMINDER_STAGES) */
    stage: text('stage').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the channels it went through, comma-separated (email,sms,portal,push): what staff and tests read */
    channels: text('channels').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('reminder_sends_instalment_stage_key').on(t.instalmentId, t.stage)],
);

/** The reminder channels a person turned off in her profile; no row: every channel on. */
export const reminderChannels = pgTable('reminder_channels', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  portal: boolean('portal').notNull().default(true),
  push: boolean('push').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
