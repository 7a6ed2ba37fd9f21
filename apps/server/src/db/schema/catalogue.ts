import { bigint, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './invoicing.ts';

/**
 * Projects and their lots: what the recovery calculator offers a reversed sale's money to. The
 * catalogue (issue 7) adds the map, features and plans to these same tables.
 */
export const projects = pgTable('projects', {
  id: integer('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  city: text('city').notNull(),
});

export const lots = pgTable(
  'lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** manzano */
    block: text('block').notNull(),
    number: text('number').notNull(),
    areaM2: numeric('area_m2', { precision: 10, scale: 2 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** free | held | sold (spec §4 map lot states) */
    state: text('state').notNull().default('free'),
  },
  (t) => [index('lots_project_state_idx').on(t.projectId, t.state)],
);
