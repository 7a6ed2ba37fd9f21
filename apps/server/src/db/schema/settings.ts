import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Spec §9's flags and limits changed in the back office (docs/decisions/0039): one row per setting that
 * differs from the code's default. A change is announced on commit (migration trigger), so every instance
 * reads it at once.
 */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  /** null: the operator's script (`npm run ops -- flags`) */
  changedByStaffId: bigint('changed_by_staff_id', { mode: 'number' }),
});

/** Every change of a setting: before, after, who, why, when. */
export const settingsHistory = pgTable(
  'settings_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('settings_history_name_idx').on(t.name, t.changedAt)],
);
