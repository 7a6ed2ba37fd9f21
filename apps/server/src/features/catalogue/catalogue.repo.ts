import { OWN_HOLDING_STATES } from '@vo/domain/catalogue/catalogue.rules';
import { COMPLEX_TYPE_WIRE, type ComplexType } from '@vo/domain/catalogue/catalogue.wire';
import { and, asc, count, eq, gt, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blocks, lots, prereservations, projects } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type LotRow = typeof lots.$inferSelect;

export interface ProjectFilter {
  zone?: string | undefined;
  complexType?: ComplexType | undefined;
  /** the lowest free price must be at most this (an initial or monthly fee filter, turned into a price for each kind) */
  maxMinFreePriceCents?: { lots: bigint | undefined; houses: bigint | undefined };
  withFreeLots?: boolean | undefined;
}

function where(filter: ProjectFilter) {
  return and(
    filter.zone ? ilike(projects.zone, filter.zone) : undefined,
    // The column keeps spec §2's word for the complex type.
    filter.complexType ? eq(projects.complexType, COMPLEX_TYPE_WIRE[filter.complexType]) : undefined,
    filter.maxMinFreePriceCents?.lots !== undefined && filter.maxMinFreePriceCents.houses !== undefined
      ? or(
          and(eq(projects.kind, 'houses'), lte(projects.minFreePriceCents, filter.maxMinFreePriceCents.houses)),
          and(ne(projects.kind, 'houses'), lte(projects.minFreePriceCents, filter.maxMinFreePriceCents.lots)),
        )
      : undefined,
    filter.withFreeLots ? gt(projects.freeLots, 0) : undefined,
  );
}

/** One page of projects and how many match, read off the kept totals (no lot is read). */
export async function projectPage(db: Executor, filter: ProjectFilter, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where(filter))
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(projects).where(where(filter)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function zones(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ zone: projects.zone }).from(projects).orderBy(asc(projects.zone));
  return rows.map((r) => r.zone).filter(Boolean);
}

export async function projectById(db: Executor, projectId: number): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row ?? null;
}

/** A project's lots: free ones first, then by block and number; at most `limit`. */
export async function projectLots(db: Executor, projectId: number, limit: number) {
  return db
    .select()
    .from(lots)
    .where(eq(lots.projectId, projectId))
    .orderBy(sql`${lots.state} <> 'free'`, asc(lots.block), sql`length(${lots.number})`, asc(lots.number))
    .limit(limit);
}

/** How many lots a project has, whatever their state. */
export async function countProjectLots(db: Executor, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lots).where(eq(lots.projectId, projectId));
  return Number(row?.n ?? 0);
}

/** The lots of a project that are not free (held or sold): an index range of lots_project_state_idx. */
export async function takenLotIds(db: Executor, projectId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.projectId, projectId), ne(lots.state, 'free')));
  return new Set(rows.map((r) => r.id));
}

/**
 * The lots of a project that the adviser's own pre-reservations still hold (pre-reserved or reserved): off
 * prereservations_adviser_idx (adviser, state), so it reads that adviser's rows only, whoever else holds lots.
 */
export async function ownHeldLotIds(db: Executor, projectId: number, adviserUserId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: lots.id })
    .from(prereservations)
    .innerJoin(lots, eq(lots.id, prereservations.lotId))
    .where(
      and(
        eq(prereservations.adviserUserId, adviserUserId),
        inArray(prereservations.state, [...OWN_HOLDING_STATES]),
        eq(lots.projectId, projectId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Everything the map draws: blocks and lots with their polygons, in drawing order. */
export async function projectDrawing(db: Executor, projectId: number) {
  const [blockRows, lotRows] = await Promise.all([
    db
      .select({ id: blocks.id, code: blocks.code, polygon: blocks.polygon })
      .from(blocks)
      .where(eq(blocks.projectId, projectId))
      .orderBy(asc(blocks.id)),
    db
      .select({
        id: lots.id,
        blockId: lots.blockId,
        number: lots.number,
        polygon: lots.polygon,
        areaM2: lots.areaM2,
        priceCents: lots.priceCents,
        corner: lots.corner,
        facesAvenue: lots.facesAvenue,
      })
      .from(lots)
      .where(eq(lots.projectId, projectId))
      .orderBy(asc(lots.id)),
  ]);
  return { blockRows, lotRows };
}

export async function lotWithProject(db: Executor, lotId: number) {
  const [row] = await db
    .select({ lot: lots, project: projects })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .where(eq(lots.id, lotId));
  return row ?? null;
}
