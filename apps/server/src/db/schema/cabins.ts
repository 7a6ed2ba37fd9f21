import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The leisure parks (spec §2 /reservar-cabana) and their cabins. */
export const parks = pgTable('parks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const cabins = pgTable(
  'cabins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parkId: integer('park_id')
      .notNull()
      .references(() => parks.id),
    /** familiar | pareja | grupal */
    type: text('type').notNull(),
    number: text('number').notNull(),
  },
  (t) => [index('cabins_park_type_idx').on(t.parkId, t.type)],
);

/** A customer's stay in a cabin (reserved, or cancelled). */
export const cabinReservations = pgTable(
  'cabin_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cabinId: integer('cabin_id')
      .notNull()
      .references(() => cabins.id),
    arrival: date('arrival').notNull(),
    departure: date('departure').notNull(),
    nights: integer('nights').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    /** reserved | cancelled */
    state: text('state').notNull(),
    /** the cashier who made it for the customer, when one did */
    byCashierUserId: bigint('by_cashier_user_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('cabin_reservations_user_idx').on(t.userId, t.arrival)],
);

/**
 * Each night a cabin is taken: the primary key (cabin, night) is what makes a double booking impossible,
 * even for two people pressing at the same moment. Cancelling deletes the nights.
 */
export const cabinNights = pgTable(
  'cabin_nights',
  {
    cabinId: integer('cabin_id')
      .notNull()
      .references(() => cabins.id),
    night: date('night').notNull(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => cabinReservations.id),
  },
  (t) => [primaryKey({ columns: [t.cabinId, t.night] }), index('cabin_nights_night_idx').on(t.night)],
);

/**
 * A customer's rating of a stay that has ended (spec §9 "ratings shown"; docs/decisions/0025): one per
 * reservation, which the primary key keeps true when the same rating is sent twice at once.
 */
export const stayRatings = pgTable(
  'stay_ratings',
  {
    reservationId: bigint('reservation_id', { mode: 'number' })
      .primaryKey()
      .references(() => cabinReservations.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** 1 to 5 */
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('stay_ratings_stars', sql`${t.stars} between 1 and 5`)],
);
