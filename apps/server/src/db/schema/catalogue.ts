import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  json,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './invoicing.ts';
import { users } from './users.ts';

/**
 * Projects (spec §2 /proyectos): lots or houses of a company, in a zone, open or closed. The counts and
 * the lowest free price are kept with the project as its lots change hands, so a filtered page of the
 * list is one index read however many lots there are (docs/decisions/0012).
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    city: text('city').notNull(),
    /** lots | houses */
    kind: text('kind').notNull().default('lots'),
    zone: text('zone').notNull().default(''),
    /** abierto | cerrado (spec §2 complex type open/closed) */
    complexType: text('complex_type').notNull().default('abierto'),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    /** the drawing's own units: lots and blocks are polygons inside 0..width × 0..height */
    mapWidth: integer('map_width').notNull().default(1000),
    mapHeight: integer('map_height').notNull().default(1000),
    totalLots: integer('total_lots').notNull().default(0),
    freeLots: integer('free_lots').notNull().default(0),
    /** null while no lot is free */
    minFreePriceCents: bigint('min_free_price_cents', { mode: 'bigint' }),
    /** cash-and-credit | cash-only (no credit configuration assigned) | unset (no configuration found); decision 0028 */
    saleTerms: text('sale_terms').notNull().default('cash-and-credit'),
  },
  (t) => [index('projects_list_idx').on(t.zone, t.complexType, t.minFreePriceCents)],
);

/** A block (manzano) of a project, drawn as a polygon. */
export const blocks = pgTable(
  'blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    code: text('code').notNull(),
    polygon: text('polygon').notNull(),
  },
  (t) => [unique('blocks_project_code_key').on(t.projectId, t.code)],
);

export const lots = pgTable(
  'lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    blockId: bigint('block_id', { mode: 'number' }).references(() => blocks.id),
    /** manzano */
    block: text('block').notNull(),
    number: text('number').notNull(),
    areaM2: numeric('area_m2', { precision: 10, scale: 2 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** free | held | sold (spec §4 map lot states) */
    state: text('state').notNull().default('free'),
    polygon: text('polygon').notNull().default(''),
    corner: boolean('corner').notNull().default(false),
    facesAvenue: boolean('faces_avenue').notNull().default(false),
  },
  (t) => [index('lots_project_state_idx').on(t.projectId, t.state)],
);

/**
 * An adviser's pre-reservation for a buyer (spec §4: pre-reservation → reservation → purchase, or
 * released): a lot, a membership or a season pass. While it holds a lot, the partial unique index lets
 * no other take it: two advisers pressing at the same moment cannot both succeed.
 */
export const prereservations = pgTable(
  'prereservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** lot | membership | season_pass */
    kind: text('kind').notNull().default('lot'),
    lotId: bigint('lot_id', { mode: 'number' }).references(() => lots.id),
    /** the membership code or the season-pass type */
    productCode: text('product_code'),
    /** the season-pass price chosen, whose stock it holds */
    passPriceId: integer('pass_price_id').references(() => seasonPassPrices.id),
    /** what is pre-reserved, as the adviser reads it ("Membresía Platino", "Las Palmeras · A-3") */
    description: text('description').notNull().default(''),
    /** its value when pre-reserved: the lot's price, the membership's (per beneficiary), the pass's */
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('USD'),
    companyId: integer('company_id').references(() => companies.id),
    /** a corporate membership's beneficiaries, as given */
    beneficiaries: json('beneficiaries'),
    adviserUserId: bigint('adviser_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    customerDocument: text('customer_document').notNull(),
    customerName: text('customer_name').notNull(),
    /** spec §3 customer data with its declarations, as given */
    customerData: json('customer_data').notNull(),
    /** the buyer's account, when they have one (a reservation needs their instalments up to date) */
    customerUserId: bigint('customer_user_id', { mode: 'number' }).references(() => users.id),
    /** the plan chosen: cash or credit, initial amount and term */
    plan: json('plan').notNull(),
    /** prereserved | reserved | purchased | released */
    state: text('state').notNull(),
    saleId: bigint('sale_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('prereservations_holding_lot_idx')
      .on(t.lotId)
      .where(sql`${t.state} in ('prereserved', 'reserved', 'purchased')`),
    index('prereservations_adviser_idx').on(t.adviserUserId, t.state),
    // The back office's list (the longest without a move first) in all or in one state, and its summary of a
    // range of days (docs/decisions/0040).
    index('prereservations_updated_idx').on(t.updatedAt, t.id.desc().nullsFirst()),
    index('prereservations_state_updated_idx').on(t.state, t.updatedAt, t.id.desc().nullsFirst()),
    index('prereservations_created_idx').on(t.createdAt),
  ],
);

/**
 * The prices of each season-pass type (spec §3 pass codes, §5 "a price must be chosen") and how many
 * passes are left at each: a pre-reservation takes one, a release gives it back.
 */
export const seasonPassPrices = pgTable(
  'season_pass_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    passType: text('pass_type').notNull(),
    /** the seat or category the price is for ("general", "preferencial", …) */
    option: text('option').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [unique('season_pass_prices_type_option_key').on(t.passType, t.option)],
);

/** Each step of a pre-reservation, who took it and when (docs/decisions/0012: "each step recorded"). */
export const prereservationSteps = pgTable(
  'prereservation_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prereservationId: bigint('prereservation_id', { mode: 'number' })
      .notNull()
      .references(() => prereservations.id),
    step: text('step').notNull(),
    byUserId: bigint('by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('prereservation_steps_idx').on(t.prereservationId)],
);
