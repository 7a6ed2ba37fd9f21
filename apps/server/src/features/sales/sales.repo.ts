import type { PrereservationListFilter } from '@vo/domain/sales/sales.wire';
import { BUSINESS_TIME_ZONE } from '@vo/domain/time';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lots, prereservations, projects, users } from '../../db/schema/index.ts';

/* The back office's reads of sales (issue 21): pre-reservations by adviser and project, lots by state. */

const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const createdWithin = (from: string, to: string) =>
  sql`(${prereservations.createdAt} at time zone ${ZONE})::date between ${from}::date and ${to}::date`;
const countState = (state: string) => sql<number>`count(*) filter (where ${prereservations.state} = ${state})::int`;
const COUNTS = {
  prereserved: countState('prereserved'),
  reserved: countState('reserved'),
  purchased: countState('purchased'),
  released: countState('released'),
};

/** Pre-reservations made in [from, to], by the adviser who made them and by what each came to. */
export async function countsByAdviser(db: Executor, from: string, to: string) {
  return db
    .select({ id: users.id, name: users.fullName, ...COUNTS })
    .from(prereservations)
    .innerJoin(users, eq(users.id, prereservations.adviserUserId))
    .where(createdWithin(from, to))
    .groupBy(users.id, users.fullName)
    .orderBy(users.fullName);
}

/** The same, by the project of the lot each held (memberships and passes have no project). */
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

export async function prereservationPage(
  db: Executor,
  filter: Omit<PrereservationListFilter, 'page'>,
  offset: number,
  limit: number,
) {
  const where: SQL | undefined = and(
    filter.state === undefined ? undefined : eq(prereservations.state, filter.state),
    filter.adviserUserId === undefined ? undefined : eq(prereservations.adviserUserId, filter.adviserUserId),
    filter.projectId === undefined ? undefined : eq(lots.projectId, filter.projectId),
  );
  const rows = await db
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
    .from(prereservations)
    .innerJoin(users, eq(users.id, prereservations.adviserUserId))
    .leftJoin(lots, eq(lots.id, prereservations.lotId))
    .leftJoin(projects, eq(projects.id, lots.projectId))
    .where(where)
    .orderBy(asc(prereservations.updatedAt), desc(prereservations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(prereservations)
    .leftJoin(lots, eq(lots.id, prereservations.lotId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

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
