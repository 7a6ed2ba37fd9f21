import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lots, projects } from './catalogue.ts';
import { users } from './users.ts';

/**
 * A free lot held for the adviser who opened its payment plans (issue 37, docs/decisions/0064). One row per
 * lot at most: the primary key is what lets exactly one of two advisers racing for it win. A row whose
 * `held_until` has passed is no hold at all (no job needs to delete it); the next hold of the lot overwrites it.
 */
export const lotHolds = pgTable(
  'lot_holds',
  {
    lotId: bigint('lot_id', { mode: 'number' })
      .primaryKey()
      .references(() => lots.id),
    /** the lot's project, kept here so that a map's holds are one indexed read */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    adviserId: bigint('adviser_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** the session that opened the plans: its last page closing lets the hold go (docs/decisions/0064) */
    sessionId: text('session_id').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lot_holds_project_idx').on(t.projectId),
    index('lot_holds_adviser_idx').on(t.adviserId),
    index('lot_holds_session_idx').on(t.sessionId),
  ],
);
