import { bigint, bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

/**
 * Each login's acceptance of the code of ethics (spec §5 "must be accepted at login"): which version was in
 * force, when, and how the client gave it — 'accepted' (it sent that version) or 'not-sent' (a client older
 * than the field; docs/decisions/0024). One row per login, written with its session.
 */
export const ethicsAcceptances = pgTable(
  'ethics_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** accepted | not-sent */
    acceptedVia: text('accepted_via').notNull(),
    /** the client application (`agente`) that logged in */
    agent: text('agent').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  // "Has this person accepted the version in force?" reads the person's newest rows.
  (t) => [index('ethics_acceptances_user_idx').on(t.userId, t.acceptedAt)],
);
