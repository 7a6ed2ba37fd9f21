import type { PrereservationListFilter } from '@vo/domain/sales/sales.wire';
import { BUSINESS_TIME_ZONE } from '@vo/domain/time';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { lots, prereservations, projects, raceEvents, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';

/* The back office's reads of sales (docs/decisions/0040): pre-reservations by adviser and project, lots by state. */

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** [from, to] La Paz days as a range of instants, which prereservations_created_idx walks. */
const createdWithin = (from: string, to: string) =>
  sql`${prereservations.createdAt} >= (${from}::date)::timestamp at time zone ${ZONE}
    and ${prereservations.createdAt} < (${to}::date + 1)::timestamp at time zone ${ZONE}`;
const countState = (state: string) => sql<number>`count(*) filter (where ${prereservations.state} = ${state})::int`;
const COUNTS = {
  prereserved: countState('prereserved'),
  reserved: countState('reserved'),
  purchased: countState('purchased'),
  released: countState('released'),
};

/**
 * One page of the advisers who pre-reserved in [from, to], the busiest first, with what their pre-reservations
 * came to. Thousands of advisers sell in a month: the page's are grouped first, and only theirs are named.
 */
export async function countsByAdviser(db: Executor, from: string, to: string, offset: number, limit: number) {
  const total = sql<number>`count(*)::int`;
  const page = db
    .select({ adviserId: prereservations.adviserUserId, total: total.as('total'), ...aliased(COUNTS) })
    .from(prereservations)
    .where(createdWithin(from, to))
    .groupBy(prereservations.adviserUserId)
    .orderBy(desc(total), prereservations.adviserUserId)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: page.adviserId,
      name: users.fullName,
      prereserved: page.prereserved,
      reserved: page.reserved,
      purchased: page.purchased,
      released: page.released,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.adviserId))
    .orderBy(desc(page.total), page.adviserId);
}

/** How many advisers pre-reserved in [from, to], up to the console's cap. */
export const countAdvisers = (db: Executor, from: string, to: string) =>
  countUpTo(
    db,
    db
      .select({ id: prereservations.adviserUserId })
      .from(prereservations)
      .where(createdWithin(from, to))
      .groupBy(prereservations.adviserUserId),
  );

const aliased = <T extends Record<string, SQL<number>>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column.as(name)])) as {
    [K in keyof T]: SQL.Aliased<number>;
  };

/** The same, by the project of the lot each held (memberships and passes have no project): a few dozen projects. */
export async function countsByProject(db: Executor, from: string, to: string) {
  return db
    .select({ id: projects.id, name: projects.name, ...COUNTS })
    .from(prereservations)
    .innerJoin(lots, eq(lots.id, prereservations.lotId))
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .where(createdWithin(from, to))
    .groupBy(projects.id, projects.name)
    .orderBy(projects.name);
}

/** The buyer's document, whole, or the start of their name (a few hundred thousand rows: no index needed). */
function searched(text: string): SQL | undefined {
  const typed = text.trim();
  if (!typed) return undefined;
  return sql`(${prereservations.customerDocument} = ${typed}
    or lower(${prereservations.customerName}) like ${`${escapeLike(typed.toLowerCase())}%`})`;
}

function listConditions(filter: Omit<PrereservationListFilter, 'page'>): SQL | undefined {
  return and(
    searched(filter.search),
    filter.state === undefined ? undefined : eq(prereservations.state, filter.state),
    filter.adviserUserId === undefined ? undefined : eq(prereservations.adviserUserId, filter.adviserUserId),
    filter.projectId === undefined
      ? undefined
      : sql`${prereservations.lotId} in (select ${lots.id} from ${lots} where ${lots.projectId} = ${filter.projectId})`,
  );
}

/**
 * One page of pre-reservations, the longest without a move first: the page's ids are found on
 * prereservations alone (prereservations_updated_idx, or the state's), and only those are joined.
 */
export async function prereservationRows(
  db: Executor,
  filter: Omit<PrereservationListFilter, 'page'>,
  offset: number,
  limit: number,
) {
  const order = [asc(prereservations.updatedAt), desc(prereservations.id)] as const;
  const page = db
    .select({ id: prereservations.id })
    .from(prereservations)
    .where(listConditions(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: prereservations.id,
      createdAt: prereservations.createdAt,
      updatedAt: prereservations.updatedAt,
      state: prereservations.state,
      description: prereservations.description,
      projectId: projects.id,
      project: projects.name,
      adviserId: users.id,
      adviser: users.fullName,
      customer: prereservations.customerName,
      priceCents: prereservations.priceCents,
      currency: prereservations.currency,
    })
    .from(page)
    .innerJoin(prereservations, eq(prereservations.id, page.id))
    .innerJoin(users, eq(users.id, prereservations.adviserUserId))
    .leftJoin(lots, eq(lots.id, prereservations.lotId))
    .leftJoin(projects, eq(projects.id, lots.projectId))
    .orderBy(...order);
}

/** How many pre-reservations the filters name, up to the console's cap. */
export const countPrereservations = (db: Executor, filter: Omit<PrereservationListFilter, 'page'>) =>
  countUpTo(db, db.select({ id: prereservations.id }).from(prereservations).where(listConditions(filter)));

export async function allProjects(db: Executor) {
  return db.select({ id: projects.id, name: projects.name }).from(projects).orderBy(projects.name);
}

export async function projectOf(db: Executor, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}

/** The lots of a project with the catalogue's own state (free, held, sold). */
export async function lotsOf(db: Executor, projectId: number) {
  return db
    .select({ id: lots.id, block: lots.block, number: lots.number, state: lots.state })
    .from(lots)
    .where(eq(lots.projectId, projectId))
    .orderBy(lots.block, lots.number);
}

/**
 * The points each of `advisers` earned in each month of a race (race_events_race_adviser_idx): what the
 * race over time adds up (domain race-over-time.ts).
 */
export async function racePointsByMonth(db: Executor, raceId: string, advisers: readonly number[]) {
  if (advisers.length === 0) return [];
  const month = sql<string>`to_char(${raceEvents.occurredOn}::date, 'YYYY-MM')`;
  return db
    .select({
      adviserUserId: raceEvents.adviserUserId,
      month,
      cents: sql<string>`sum(${raceEvents.pointsCents})::text`,
    })
    .from(raceEvents)
    .where(and(eq(raceEvents.raceId, raceId), inArray(raceEvents.adviserUserId, [...advisers])))
    .groupBy(raceEvents.adviserUserId, month);
}
