import { feesOf, housePlan, maxPriceForFees } from '@vo/domain/catalogue/catalogue.rules';
import type { projectListQuerySchema } from '@vo/domain/catalogue/catalogue.schemas';
import type {
  LotDetail,
  LotSummary,
  ProjectDetail,
  ProjectList,
  ProjectMap,
  ProjectSummary,
} from '@vo/domain/catalogue/catalogue.types';
import { DEFAULT_TERM_MONTHS, PLAN_TERMS_MONTHS, PROJECT_LIST_PAGE_SIZE } from '@vo/domain/config';
import { centsToDecimalString as dec, parseAmountToCents } from '@vo/domain/money';
import { suggestedInitial } from '@vo/domain/plans/plan.rules';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type LotRow,
  lotWithProject,
  type ProjectRow,
  projectById,
  projectDrawing,
  projectLots,
  projectPage,
  takenLotIds,
  zones,
} from './catalogue.repo.ts';
import { type Drawing, keptDrawing } from './drawing-cache.ts';

function toSummary(p: ProjectRow): ProjectSummary {
  const fees =
    p.minFreePriceCents === null ? null : feesOf(p.minFreePriceCents, p.kind === 'houses' ? 'houses' : 'lots');
  return {
    idProyecto: p.id,
    idEmpresa: p.companyId,
    nombre: p.name,
    ciudad: p.city,
    zona: p.zone,
    tipoComplejo: p.complexType === 'cerrado' ? 'cerrado' : 'abierto',
    tipo: p.kind === 'houses' ? 'viviendas' : 'lotes',
    moneda: p.currency,
    cuotaInicialDesde: fees ? dec(fees.initialCents) : '0.00',
    cuotaMensualDesde: fees ? dec(fees.monthlyCents) : '0.00',
    lotesLibres: p.freeLots,
    totalLotes: p.totalLots,
  };
}

/** GET /proyectos: one page of 10 (spec §9) with the filters of spec §2. */
export async function listProjects(
  deps: AppDeps,
  query: z.output<typeof projectListQuerySchema>,
): Promise<ProjectList> {
  const cents = (text?: string) => (text ? (parseAmountToCents(text) ?? undefined) : undefined);
  const filter = {
    zone: query.zona || undefined,
    complexType: query.tipoComplejo,
    // A fee bound is a price bound, one for lots and one for houses (their fees differ).
    maxMinFreePriceCents: {
      lots: maxPriceForFees(cents(query.cuotaInicialMax), cents(query.cuotaMensualMax), 'lots'),
      houses: maxPriceForFees(cents(query.cuotaInicialMax), cents(query.cuotaMensualMax), 'houses'),
    },
    withFreeLots: query.conLotesLibres === '1',
  };
  const [page, zoneList] = await Promise.all([
    projectPage(deps.db, filter, query.pagina, PROJECT_LIST_PAGE_SIZE),
    zones(deps.db),
  ]);
  return {
    proyectos: page.rows.map(toSummary),
    pagina: query.pagina,
    tamanoPagina: PROJECT_LIST_PAGE_SIZE,
    total: page.total,
    zonas: zoneList,
  };
}

const LOT_STATE: Record<string, LotSummary['estado']> = { free: 'libre', held: 'reservado', sold: 'vendido' };

function toLotSummary(l: LotRow): LotSummary {
  return {
    idLote: l.id,
    manzano: l.block,
    numero: l.number,
    superficie: l.areaM2,
    precio: dec(l.priceCents),
    esquina: l.corner,
    avenida: l.facesAvenue,
    estado: LOT_STATE[l.state] ?? 'vendido',
  };
}

async function requireProject(deps: AppDeps, projectId: number) {
  const project = await projectById(deps.db, projectId);
  if (!project) throw new AppError('catalogue.projectNotFound', 1, {}, { campo: 'idProyecto' });
  return project;
}

/** GET /proyectos/detalle: the project and its products (free first); a project of houses with the house terms. */
export async function projectDetail(deps: AppDeps, projectId: number): Promise<ProjectDetail> {
  const project = await requireProject(deps, projectId);
  const lotRows = await projectLots(deps.db, project.id, 300);
  const terms =
    project.kind === 'houses' && project.minFreePriceCents !== null ? housePlan(project.minFreePriceCents) : null;
  return {
    proyecto: { ...toSummary(project), descripcion: project.description },
    productos: lotRows.map(toLotSummary),
    condicionesVivienda:
      terms && project.minFreePriceCents !== null
        ? {
            precio: dec(project.minFreePriceCents),
            inicial: dec(terms.initialCents),
            diasSaldoInicial: terms.initialBalanceDueDays,
            financiamientoDirecto: dec(terms.directFinancingCents),
            cuotasFinanciamiento: terms.directInstalmentCents.map(dec),
            saldoBanco: dec(terms.remainingCents),
          }
        : null,
  };
}

/** The drawing as stored: blocks and lots with their polygons, every lot marked free (the states come apart). */
async function loadDrawing(deps: AppDeps, project: ProjectRow): Promise<Drawing> {
  const { blockRows, lotRows } = await projectDrawing(deps.db, project.id);
  const blockIndex = new Map(blockRows.map((b, i) => [b.id, i]));
  return {
    idProyecto: project.id,
    nombre: project.name,
    moneda: project.currency,
    ancho: project.mapWidth,
    alto: project.mapHeight,
    manzanos: blockRows.map((b) => [b.code, b.polygon]),
    lotes: lotRows.map((l) => [
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
 * GET /proyectos/mapa: blocks and lots as compact arrays, what a phone downloads once per project. The
 * geometry comes from memory (drawing-cache.ts); which lots are taken is read now, from the state index.
 */
export async function projectMap(deps: AppDeps, projectId: number): Promise<ProjectMap> {
  const project = await requireProject(deps, projectId);
  const [drawing, taken] = await Promise.all([
    keptDrawing(project.id, deps.clock.now().getTime(), () => loadDrawing(deps, project)),
    takenLotIds(deps.db, project.id),
  ]);
  return {
    ...drawing,
    lotes: drawing.lotes.map((lot) =>
      taken.has(lot[0]) ? [lot[0], lot[1], lot[2], 1, lot[4], lot[5], lot[6], lot[7], lot[8]] : lot,
    ),
  };
}

/** GET /lotes/detalle: a lot, its project, and the plan a simulation starts from. */
export async function lotDetail(deps: AppDeps, lotId: number): Promise<LotDetail> {
  const found = await lotWithProject(deps.db, lotId);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  const { lot, project } = found;
  return {
    ...toLotSummary(lot),
    idProyecto: project.id,
    proyecto: project.name,
    idEmpresa: project.companyId,
    moneda: project.currency,
    cuotaInicialSugerida: dec(suggestedInitial(lot.priceCents)),
    plazoSugerido: DEFAULT_TERM_MONTHS,
    plazos: [...PLAN_TERMS_MONTHS],
  };
}
