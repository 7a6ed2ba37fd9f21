import { feesOf, housePlan, type LotState, maxPriceForFees } from '@vo/domain/catalogue/catalogue.rules';
import {
  COMPLEX_TYPE_WIRE,
  type ProjectFacts,
  type ProjectPage,
  type ProjectWithLots,
  type projectListRequest,
} from '@vo/domain/catalogue/catalogue.wire';
import {
  HOUSE_TERMS,
  PROJECT_DETAIL_PRODUCTS_MAX,
  PROJECT_LIST_PAGE_SIZE,
} from '@vo/domain/catalogue/catalogue-config';
import type { LotFacts, LotOffer } from '@vo/domain/catalogue/lot.wire';
import type { LotMap, TakenLots } from '@vo/domain/catalogue/project-map.wire';
import { suggestedInitial } from '@vo/domain/plans/plan.rules';
import { DEFAULT_TERM_MONTHS, PLAN_TERMS_MONTHS } from '@vo/domain/plans/plan-config';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import {
  countProjectLots,
  type LotRow,
  lotWithProject,
  ownHeldLotIds,
  type ProjectRow,
  projectById,
  projectDrawing,
  projectLots,
  projectPage,
  takenLotIds,
  zones,
} from './catalogue.repo.ts';
import { isLandButtonRestricted, saleTermsOf } from './land-button.repo.ts';

function toFacts(p: ProjectRow): ProjectFacts {
  const kind = p.kind === 'houses' ? 'houses' : 'lots';
  // A project with no free lot starts at nothing.
  const fees = p.minFreePriceCents === null ? null : feesOf(p.minFreePriceCents, kind);
  return {
    id: p.id,
    companyId: p.companyId,
    name: p.name,
    city: p.city,
    zone: p.zone,
    complexType: p.complexType === COMPLEX_TYPE_WIRE.closed ? 'closed' : 'open',
    kind,
    currency: p.currency,
    initialFeeFromCents: fees?.initialCents ?? 0n,
    monthlyFeeFromCents: fees?.monthlyCents ?? 0n,
    freeLots: p.freeLots,
    totalLots: p.totalLots,
  };
}

/** GET /proyectos: one page of 10 (spec §9) with the filters of spec §2. */
export async function listProjects(deps: AppDeps, query: z.output<typeof projectListRequest>): Promise<ProjectPage> {
  const filter = {
    zone: query.zone,
    complexType: query.complexType,
    // A fee bound is a price bound, one for lots and one for houses (their fees differ).
    maxMinFreePriceCents: {
      lots: maxPriceForFees(query.maxInitialFeeCents, query.maxMonthlyFeeCents, 'lots'),
      houses: maxPriceForFees(query.maxInitialFeeCents, query.maxMonthlyFeeCents, 'houses'),
    },
    withFreeLots: query.withFreeLots,
  };
  // Kept until a project changes (its free lots and lowest price move with its lots), under the filter and
  // the page asked for (docs/decisions/0062): the list is the same for everyone.
  const what = [
    query.zone,
    query.complexType,
    query.maxInitialFeeCents,
    query.maxMonthlyFeeCents,
    query.withFreeLots,
    query.page,
  ].join('|');
  const [page, zoneList] = await keptRead(deps, 'catalogue', ['projects'], what, () =>
    Promise.all([projectPage(deps.db, filter, query.page, PROJECT_LIST_PAGE_SIZE), zones(deps.db)]),
  );
  return {
    projects: page.rows.map(toFacts),
    page: query.page,
    pageSize: PROJECT_LIST_PAGE_SIZE,
    total: page.total,
    zones: zoneList,
  };
}

/** A state this code does not know is not for sale. */
const lotStateOf = (state: string): LotState => (state === 'free' || state === 'held' ? state : 'sold');

const toLotFacts = (l: LotRow): LotFacts => ({
  id: l.id,
  block: l.block,
  number: l.number,
  areaM2: l.areaM2,
  priceCents: l.priceCents,
  corner: l.corner,
  facesAvenue: l.facesAvenue,
  state: lotStateOf(l.state),
});

async function requireProject(deps: AppDeps, projectId: number) {
  const project = await projectById(deps.db, projectId);
  if (!project) throw new AppError('catalogue.projectNotFound', 1, {}, { campo: 'idProyecto' });
  return project;
}

/**
 * GET /proyectos/detalle: the project and its products (free first), at most PROJECT_DETAIL_PRODUCTS_MAX of them,
 * saying of how many when it cuts (docs/decisions/0051); a project of houses with the house terms.
 */
export async function projectDetail(deps: AppDeps, projectId: number): Promise<ProjectWithLots> {
  const project = await requireProject(deps, projectId);
  // One row more than shown tells a cut list from a full one without counting every project.
  const lotRows = await projectLots(deps.db, project.id, PROJECT_DETAIL_PRODUCTS_MAX + 1);
  const cut = lotRows.length > PROJECT_DETAIL_PRODUCTS_MAX;
  const lowest = project.minFreePriceCents;
  return {
    project: { ...toFacts(project), description: project.description },
    lots: lotRows.slice(0, PROJECT_DETAIL_PRODUCTS_MAX).map(toLotFacts),
    ...(cut ? { cutFrom: await countProjectLots(deps.db, project.id) } : {}),
    houseTerms: project.kind === 'houses' && lowest !== null ? { ...housePlan(lowest), priceCents: lowest } : null,
  };
}

/** The drawing as stored: blocks and lots with their polygons, every lot marked free (the states come apart). */
async function loadDrawing(deps: AppDeps, projectId: number): Promise<LotMap> {
  const project = await requireProject(deps, projectId);
  const { blockRows, lotRows } = await projectDrawing(deps.db, project.id);
  const blockIndex = new Map(blockRows.map((b, i) => [b.id, i]));
  return {
    projectId: project.id,
    name: project.name,
    currency: project.currency,
    width: project.mapWidth,
    height: project.mapHeight,
    blocks: blockRows.map((b) => [b.code, b.polygon]),
    lots: lotRows.map((l) => [
      l.id,
      l.blockId === null ? -1 : (blockIndex.get(l.blockId) ?? -1),
      l.number,
      0,
      l.polygon,
      Number(l.areaM2),
      Number(l.priceCents),
      l.corner ? 1 : 0,
      l.facesAvenue ? 1 : 0,
    ]),
  };
}

/**
 * GET /proyectos/mapa/dibujo: the project's drawing, from memory (deps.memory.drawings: five minutes, 64
 * projects; docs/decisions/0055). Only the geometry and the lots' fixed facts are kept; whether a lot is taken
 * is read apart (docs/decisions/0012, 0021). A kept drawing is proof enough that the project exists, so a hit
 * reads nothing; a miss loads it, or refuses an unknown project.
 */
export function projectGeometry(deps: AppDeps, projectId: number): Promise<LotMap> {
  return deps.memory.drawings.get(projectId, deps.clock.now().getTime(), () => loadDrawing(deps, projectId));
}

/**
 * GET /proyectos/mapa/ocupados: the lots not free now, off the state index; never kept (a pre-reservation
 * changes it). Among them, the ones the caller's own pending pre-reservations hold, so the map can say "yours".
 * Two reads, not one snapshot: a lot is only "yours" if the first read also found it taken.
 */
const ascending = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

export async function takenLots(deps: AppDeps, projectId: number, userId: number): Promise<TakenLots> {
  // Kept until a lot of the project or one of the caller's pre-reservations changes (docs/decisions/0037):
  // every phone on the map asks for them, and the taken ones come sorted once per change, not per call.
  const [, taken, own] = await Promise.all([
    projectGeometry(deps, projectId),
    keptRead(deps, 'takenLots', [`lots:${projectId}`], 'taken', async () => {
      const ids = await takenLotIds(deps.db, projectId);
      return { ids, ascending: ascending(ids) };
    }),
    keptRead(deps, 'ownHeldLots', [`prereservations:${userId}`, `lots:${projectId}`], 'own held', () =>
      ownHeldLotIds(deps.db, projectId, userId),
    ),
  ]);
  return { projectId, lotIds: taken.ascending, ownLotIds: ascending([...own].filter((id) => taken.ids.has(id))) };
}

/**
 * GET /proyectos/mapa: geometry and states in one answer, for the clients that still call it
 * (docs/decisions/0021); the web asks for the two apart.
 */
export async function projectMap(deps: AppDeps, projectId: number): Promise<LotMap> {
  const [drawing, taken] = await Promise.all([projectGeometry(deps, projectId), takenLotIds(deps.db, projectId)]);
  return {
    ...drawing,
    lots: drawing.lots.map((lot) =>
      taken.has(lot[0]) ? [lot[0], lot[1], lot[2], 1, lot[4], lot[5], lot[6], lot[7], lot[8]] : lot,
    ),
  };
}

/**
 * GET /lotes/detalle: the lot, the plan a simulation starts from, how its project is sold and whether the
 * caller may press the land button.
 */
export async function lotDetail(deps: AppDeps, documentNumber: string, lotId: number): Promise<LotOffer> {
  const found = await lotWithProject(deps.db, lotId);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  const { lot, project } = found;
  const isHouse = project.kind === 'houses';
  // A house starts from its whole 3% paid now and the 5 direct instalments: the only term it has (spec §9).
  return {
    ...toLotFacts(lot),
    projectId: project.id,
    projectName: project.name,
    companyId: project.companyId,
    currency: project.currency,
    suggestedInitialCents: isHouse ? housePlan(lot.priceCents).initialCents : suggestedInitial(lot.priceCents),
    suggestedTermMonths: isHouse ? HOUSE_TERMS.directFinancingInstalments : DEFAULT_TERM_MONTHS,
    termsMonths: isHouse ? [HOUSE_TERMS.directFinancingInstalments] : PLAN_TERMS_MONTHS,
    isHouse,
    saleTerms: saleTermsOf(project.saleTerms),
    landButtonAllowed: !isLandButtonRestricted(deps.limits, documentNumber),
  };
}
