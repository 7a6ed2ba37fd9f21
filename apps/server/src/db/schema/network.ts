import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The sponsor tree (spec §2 /red/clientes): advisers and their clients, each below the adviser who
 * brought them in. `path` lists the ids from the root down ("/1/5/23/"), so a subtree is one index
 * range; the totals are kept current as people join and sales land (docs/decisions/0009).
 */
export const networkNodes = pgTable(
  'network_nodes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sponsorUserId: bigint('sponsor_user_id', { mode: 'number' }),
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    /** adviser | client */
    kind: text('kind').notNull(),
    adviserCode: text('adviser_code').unique(),
    /** advisers only: active | inactive | blocked | ethics (spec §6) */
    adviserStatus: text('adviser_status'),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    directCount: integer('direct_count').notNull().default(0),
    peopleBelow: integer('people_below').notNull().default(0),
    ownSales: integer('own_sales').notNull().default(0),
    networkSales: integer('network_sales').notNull().default(0),
  },
  (t) => [
    // One level: a sponsor's people, advisers first, in the order they joined.
    index('network_nodes_sponsor_idx').on(t.sponsorUserId, t.kind, t.userId),
    // A subtree: every path that starts with the root's (a prefix range, whatever the collation).
    index('network_nodes_path_idx').using('btree', t.path.op('text_pattern_ops')),
  ],
);

/**
 * A product sold by an adviser: what the race, the best-seller bonus, the network totals and the
 * recovery calculator (a reversed sale) are made of.
 */
export const sales = pgTable(
  'sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: bigint('product_id', { mode: 'number' }).unique(),
    adviserUserId: bigint('adviser_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    customerUserId: bigint('customer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').notNull(),
    description: text('description').notNull(),
    contractNumber: text('contract_number').notNull(),
    /** cash | credit */
    paymentKind: text('payment_kind').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** La Paz date */
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    revertedOn: date('reverted_on', { mode: 'string' }),
    /** capital the customer had paid when the sale was reversed */
    paidCapitalAtReversalCents: bigint('paid_capital_at_reversal_cents', { mode: 'bigint' }),
  },
  (t) => [
    index('sales_adviser_idx').on(t.adviserUserId, t.soldOn),
    index('sales_sold_on_idx').on(t.soldOn),
    index('sales_customer_idx').on(t.customerUserId),
  ],
);

/**
 * Every earning of a race point, one row each (a cash sale, the capital of a payment): the race is the
 * sum of these, kept current in race_standings in the same transaction, and can be rebuilt from them.
 */
export const raceEvents = pgTable(
  'race_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    raceId: text('race_id').notNull(),
    adviserUserId: bigint('adviser_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    saleId: bigint('sale_id', { mode: 'number' })
      .notNull()
      .references(() => sales.id),
    /** cash_sale | capital_paid */
    kind: text('kind').notNull(),
    /** the payment whose capital earned it: a payment earns once */
    paymentId: bigint('payment_id', { mode: 'number' }).unique(),
    pointsCents: bigint('points_cents', { mode: 'bigint' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('race_events_race_adviser_idx').on(t.raceId, t.adviserUserId)],
);

/** Each adviser's race, current: the top and a position are index reads. */
export const raceStandings = pgTable(
  'race_standings',
  {
    raceId: text('race_id').notNull(),
    adviserUserId: bigint('adviser_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    pointsCents: bigint('points_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    sales: integer('sales').notNull().default(0),
    /** copied from the network for the tie-breaks, so the order is one index */
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    adviserCode: text('adviser_code').notNull(),
    /** in | grace | out (the monthly-sales rule), as of evaluated_month */
    qualification: text('qualification').notNull().default('in'),
    lossReason: text('loss_reason'),
    evaluatedMonth: text('evaluated_month').notNull(),
    /**
     * Still in the race: not out by the monthly-sales rule and an active adviser code (spec §6). Kept with
     * the qualification, so the top and a position are one walk of the partial index below, with no join.
     */
    keepsRace: boolean('keeps_race').notNull().default(true),
  },
  (t) => [
    unique('race_standings_race_adviser_key').on(t.raceId, t.adviserUserId),
    index('race_standings_order_idx')
      .on(t.raceId, t.pointsCents.desc(), t.sales.desc(), t.joinedOn, t.adviserCode)
      .where(sql`${t.keepsRace}`),
  ],
);
