import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Spec §6: "configuration also lists restricted users for a land button (empty list)". The people on it may
 * not pre-reserve or buy lots from the portal: the page hides the button and the server refuses them
 * (docs/decisions/0028). Kept by operators (`npm run ops -- land-button restrict|allow <ci>`).
 */
export const landButtonRestrictions = pgTable('land_button_restrictions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** why the back office restricted them, for the next operator */
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
