import { bigint, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A novelty's words in one language. */
export interface NoveltyText {
  title: string;
  text: string;
}

/**
 * What is new in the portal, announced once to each person in the novelty modal (spec §9 "novelty modal";
 * docs/decisions/0025): its words in every language, a picture, and the days it is announced.
 */
export const novelties = pgTable('novelties', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  texts: jsonb('texts').$type<{ en: NoveltyText; es: NoveltyText; pt: NoveltyText }>().notNull(),
  /** a picture the web serves (path under the site) */
  image: text('image').notNull(),
  /** a portal path the modal's button opens; null: the modal only informs */
  link: text('link'),
  /** all | customer | adviser */
  audience: text('audience').notNull(),
  fromDate: date('from_date').notNull(),
  untilDate: date('until_date').notNull(),
});

/** Who has seen which novelty: the modal shows a novelty to a person once. */
export const noveltyViews = pgTable(
  'novelty_views',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noveltyId: integer('novelty_id')
      .notNull()
      .references(() => novelties.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noveltyId] })],
);
