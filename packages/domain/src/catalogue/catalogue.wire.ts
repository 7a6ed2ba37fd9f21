import { z } from 'zod';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';
import { insideFromWire } from '../wire.ts';
import type { HousePlan } from './catalogue.rules.ts';
import { projectListQuerySchema, projectQuerySchema } from './catalogue.schemas.ts';
import type { ProjectDetail, ProjectList, ProjectSummary } from './catalogue.types.ts';
import { type LotFacts, lotSummaryFields, lotSummaryWire } from './lot.wire.ts';

/*
 * The catalogue's wire (spec §2 /proyectos, /detalle/proyecto, /forma-pago/lote; docs/decisions/0012,
 * 0020): amounts as decimal strings in the project's currency, kinds and states in Spanish; inside,
 * cents and English. A lot's wire is lot.wire.ts, the map's project-map.wire.ts.
 */

/** The complex type as spec §2 names it; the projects table keeps that word too. */
export const COMPLEX_TYPE_WIRE = { open: 'abierto', closed: 'cerrado' } as const;
export type ComplexType = keyof typeof COMPLEX_TYPE_WIRE;
export const complexTypeFromWire = insideFromWire(COMPLEX_TYPE_WIRE);

const centsOrNone = (text: string | undefined) => (text ? (parseAmountToCents(text) ?? undefined) : undefined);

/** GET /proyectos: empty filters mean "any". */
export const projectListRequest = projectListQuerySchema.transform((query) => ({
  page: query.pagina,
  zone: query.zona || undefined,
  complexType: query.tipoComplejo && complexTypeFromWire[query.tipoComplejo],
  maxInitialFeeCents: centsOrNone(query.cuotaInicialMax),
  maxMonthlyFeeCents: centsOrNone(query.cuotaMensualMax),
  withFreeLots: query.conLotesLibres === '1',
}));

export const projectRequest = projectQuerySchema.transform((query) => ({ projectId: query.idProyecto }));

/** Inside: a project as its list shows it, with the fees its lowest free price starts at. */
export interface ProjectFacts {
  id: number;
  companyId: number;
  name: string;
  city: string;
  zone: string;
  complexType: ComplexType;
  kind: 'lots' | 'houses';
  currency: string;
  initialFeeFromCents: bigint;
  monthlyFeeFromCents: bigint;
  freeLots: number;
  totalLots: number;
}

export interface ProjectPage {
  projects: ProjectFacts[];
  page: number;
  pageSize: number;
  total: number;
  zones: string[];
}

/** Inside: a project, its lots, and the house terms on its lowest price when it sells houses (spec §9). */
export interface ProjectWithLots {
  project: ProjectFacts & { description: string };
  lots: LotFacts[];
  /** Set when `lots` is the first PROJECT_DETAIL_PRODUCTS_MAX of a bigger project: of how many (docs/decisions/0051). */
  cutFrom?: number;
  houseTerms: (HousePlan & { priceCents: bigint }) | null;
}

const int = z.number().int();
const projectSummaryFields = {
  idProyecto: int,
  idEmpresa: int,
  nombre: z.string(),
  ciudad: z.string(),
  zona: z.string(),
  tipoComplejo: z.enum(['abierto', 'cerrado']),
  tipo: z.enum(['lotes', 'viviendas']),
  moneda: z.string(),
  cuotaInicialDesde: z.string(),
  cuotaMensualDesde: z.string(),
  lotesLibres: int,
  totalLotes: int,
};
export const projectListAnswer = z.object({
  proyectos: z.array(z.object(projectSummaryFields)),
  pagina: int,
  tamanoPagina: int,
  total: int,
  zonas: z.array(z.string()),
}) satisfies z.ZodType<ProjectList>;

export const projectDetailAnswer = z.object({
  proyecto: z.object({ ...projectSummaryFields, descripcion: z.string() }),
  productos: z.array(z.object(lotSummaryFields)),
  condicionesVivienda: z
    .object({
      precio: z.string(),
      inicial: z.string(),
      diasSaldoInicial: int,
      financiamientoDirecto: z.string(),
      cuotasFinanciamiento: z.array(z.string()),
      saldoBanco: z.string(),
    })
    .nullable(),
  // Last: the serialiser writes optional fields after the required ones, and the bytes must match (answer-check.ts).
  listaRecortada: z.object({ mostrados: int, total: int }).optional(),
}) satisfies z.ZodType<ProjectDetail>;

const projectSummaryWire = (p: ProjectFacts): ProjectSummary => ({
  idProyecto: p.id,
  idEmpresa: p.companyId,
  nombre: p.name,
  ciudad: p.city,
  zona: p.zone,
  tipoComplejo: COMPLEX_TYPE_WIRE[p.complexType],
  tipo: p.kind === 'houses' ? 'viviendas' : 'lotes',
  moneda: p.currency,
  cuotaInicialDesde: dec(p.initialFeeFromCents),
  cuotaMensualDesde: dec(p.monthlyFeeFromCents),
  lotesLibres: p.freeLots,
  totalLotes: p.totalLots,
});

export const projectListWire = (page: ProjectPage): ProjectList => ({
  proyectos: page.projects.map(projectSummaryWire),
  pagina: page.page,
  tamanoPagina: page.pageSize,
  total: page.total,
  zonas: page.zones,
});

export const projectDetailWire = ({ project, lots, cutFrom, houseTerms }: ProjectWithLots): ProjectDetail => ({
  proyecto: { ...projectSummaryWire(project), descripcion: project.description },
  productos: lots.map(lotSummaryWire),
  condicionesVivienda: houseTerms
    ? {
        precio: dec(houseTerms.priceCents),
        inicial: dec(houseTerms.initialCents),
        diasSaldoInicial: houseTerms.initialBalanceDueDays,
        financiamientoDirecto: dec(houseTerms.directFinancingCents),
        cuotasFinanciamiento: houseTerms.directInstalmentCents.map(dec),
        saldoBanco: dec(houseTerms.remainingCents),
      }
    : null,
  ...(cutFrom === undefined ? {} : { listaRecortada: { mostrados: lots.length, total: cutFrom } }),
});
