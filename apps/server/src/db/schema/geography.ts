import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries of residence (spec §3 "Country"); reference data loaded by a migration. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** As the reference data has it, sometimes without "+": the page adds it (spec §5). */
  phonePrefix: text('phone_prefix').notNull(),
});

/** Cities of a country (spec §3 "City"). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);
