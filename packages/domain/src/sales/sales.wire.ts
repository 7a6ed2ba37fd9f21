import { z } from 'zod';
import {
  dayQuerySchema,
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  searchTextSchema,
  staffReasonSchema,
} from '../back-office/back-office.wire.ts';
import { type LotMap, projectGeometryAnswer, projectGeometryWire } from '../catalogue/project-map.wire.ts';
import { centsToDecimalString as dec } from '../money.ts';

/* The back office's sales section (docs/decisions/0038): pre-reservations, reservations and purchases; lot states; standings. */

const idQuery = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{1,9}$/, { error })
    .transform(Number);

/** GET admin/ventas/resumen?desde=&hasta=&pagina=: `pagina` is the page of advisers (the busiest first). */
export const salesSummaryRequest = z
  .object({ desde: dayQuerySchema.optional(), hasta: dayQuerySchema.optional(), pagina: pageNumberSchema })
  .transform((q) => ({ from: q.desde, to: q.hasta, page: q.pagina }));

const counts = {
  prerreservas: z.number().int(),
  reservas: z.number().int(),
  compras: z.number().int(),
  liberadas: z.number().int(),
};
export const salesSummaryAnswer = z.object({
  desde: z.string(),
  hasta: z.string(),
  /** A page of the advisers who pre-reserved in the range, the most pre-reservations first (thousands of them). */
  porAsesor: pageAnswerOf(z.object({ idAsesor: z.number().int(), asesor: z.string(), ...counts })),
  porProyecto: z.array(z.object({ idProyecto: z.number().int(), proyecto: z.string(), ...counts })),
});
export type SalesSummaryAnswer = z.infer<typeof salesSummaryAnswer>;

/** Inside: how many pre-reservations of a range reached each step. */
export interface StepCounts {
  prereserved: number;
  reserved: number;
  purchased: number;
  released: number;
}

/** Inside: a range of days' pre-reservations by adviser (a page, the busiest first) and by project. */
export interface SalesSummary {
  from: string;
  to: string;
  byAdviser: Page<StepCounts & { adviserId: number; adviser: string }>;
  byProject: (StepCounts & { projectId: number; project: string })[];
}

const countsWire = (counts: StepCounts) => ({
  prerreservas: counts.prereserved,
  reservas: counts.reserved,
  compras: counts.purchased,
  liberadas: counts.released,
});

export const salesSummaryWire = (summary: SalesSummary): SalesSummaryAnswer => ({
  desde: summary.from,
  hasta: summary.to,
  porAsesor: pageWire(summary.byAdviser, (row) => ({
    idAsesor: row.adviserId,
    asesor: row.adviser,
    ...countsWire(row),
  })),
  porProyecto: summary.byProject.map((row) => ({
    idProyecto: row.projectId,
    proyecto: row.project,
    ...countsWire(row),
  })),
});

/** A pre-reservation's state on the wire, and the stored state each names. */
export const PRERESERVATION_STATES = {
  prerreservada: 'prereserved',
  reservada: 'reserved',
  comprada: 'purchased',
  liberada: 'released',
} as const;
export type PrereservationStateWire = keyof typeof PRERESERVATION_STATES;
export const prereservationStateWire = (state: string) =>
  (Object.entries(PRERESERVATION_STATES).find(([, stored]) => stored === state)?.[0] ??
    'prerreservada') as PrereservationStateWire;

/** GET admin/ventas/prerreservas: `buscar` is the buyer's document number (whole) or the start of their name. */
export const prereservationListRequest = z
  .object({
    pagina: pageNumberSchema,
    buscar: searchTextSchema,
    estado: z
      .enum(Object.keys(PRERESERVATION_STATES) as [PrereservationStateWire, ...PrereservationStateWire[]], {
        error: 'adminSales.stateInvalid',
      })
      .optional(),
    asesor: idQuery('adminSales.adviserInvalid').optional(),
    proyecto: idQuery('adminSales.projectInvalid').optional(),
  })
  .transform((q) => ({
    page: q.pagina,
    search: q.buscar,
    state: q.estado === undefined ? undefined : PRERESERVATION_STATES[q.estado],
    adviserUserId: q.asesor,
    projectId: q.proyecto,
  }));
export type PrereservationListFilter = z.output<typeof prereservationListRequest>;

export const prereservationRow = z.object({
  idPrereserva: z.number().int(),
  fecha: z.string(),
  estado: z.string(),
  descripcion: z.string(),
  idProyecto: z.number().int().nullable(),
  proyecto: z.string().nullable(),
  idAsesor: z.number().int(),
  asesor: z.string(),
  cliente: z.string(),
  precio: z.string(),
  moneda: z.string(),
  /** days since its last step: an old pre-reservation is likely abandoned */
  diasSinMovimiento: z.number().int(),
});
export const prereservationListAnswer = pageAnswerOf(prereservationRow);

/** Inside: one pre-reservation as the console lists it (its state as stored). */
export interface AdminPrereservation {
  id: number;
  createdAt: Date;
  state: string;
  description: string;
  projectId: number | null;
  project: string | null;
  adviserId: number;
  adviser: string;
  customer: string;
  priceCents: bigint;
  currency: string;
  daysIdle: number;
}

export const prereservationRowWire = (row: AdminPrereservation): z.output<typeof prereservationRow> => ({
  idPrereserva: row.id,
  fecha: row.createdAt.toISOString(),
  estado: prereservationStateWire(row.state),
  descripcion: row.description,
  idProyecto: row.projectId,
  proyecto: row.project,
  idAsesor: row.adviserId,
  asesor: row.adviser,
  cliente: row.customer,
  precio: dec(row.priceCents),
  moneda: row.currency,
  diasSinMovimiento: row.daysIdle,
});
export const prereservationListWire = (page: Page<AdminPrereservation>): z.output<typeof prereservationListAnswer> =>
  pageWire(page, prereservationRowWire);

export const projectLotsRequest = z
  .object({ proyecto: idQuery('adminSales.projectInvalid') })
  .transform((q) => ({ projectId: q.proyecto }));
export const projectLotsAnswer = z.object({
  idProyecto: z.number().int(),
  proyecto: z.string(),
  conteos: z.array(z.object({ estado: z.string(), cantidad: z.number().int() })),
  lotes: z.array(z.object({ idLote: z.number().int(), manzano: z.string(), numero: z.string(), estado: z.string() })),
  /** The project's drawing, as the portal's map has it: the console colours its lots by `lotes`' states. */
  mapa: projectGeometryAnswer,
});

/** Inside: a project's lots with their state as stored, how many are in each, and its drawing. */
export interface ProjectLots {
  projectId: number;
  project: string;
  counts: { state: string; count: number }[];
  lots: { id: number; block: string; number: string; state: string }[];
  drawing: LotMap;
}

export const projectLotsWire = (project: ProjectLots): z.output<typeof projectLotsAnswer> => ({
  idProyecto: project.projectId,
  proyecto: project.project,
  conteos: project.counts.map((count) => ({ estado: count.state, cantidad: count.count })),
  lotes: project.lots.map((lot) => ({ idLote: lot.id, manzano: lot.block, numero: lot.number, estado: lot.state })),
  mapa: projectGeometryWire(project.drawing),
});

export const projectsAnswer = z.object({
  proyectos: z.array(z.object({ idProyecto: z.number().int(), proyecto: z.string() })),
});
export const projectsWire = (projects: readonly { id: number; name: string }[]): z.output<typeof projectsAnswer> => ({
  proyectos: projects.map((project) => ({ idProyecto: project.id, proyecto: project.name })),
});

export const releaseRequest = z
  .object({
    idPrereserva: z.number({ error: 'adminSales.prereservationInvalid' }).int().positive(),
    motivo: staffReasonSchema,
  })
  .transform((b) => ({ prereservationId: b.idPrereserva, reason: b.motivo }));
export const releaseAnswer = z.object({ idPrereserva: z.number().int(), estado: z.string() });
export const releaseWire = (released: { prereservationId: number; state: string }): z.output<typeof releaseAnswer> => ({
  idPrereserva: released.prereservationId,
  estado: prereservationStateWire(released.state),
});

export const standingsAnswer = z.object({
  carrera: z.string(),
  carreraPuestos: z.array(
    z.object({
      posicion: z.number().int(),
      codigo: z.string(),
      asesor: z.string(),
      puntos: z.string(),
      ventas: z.number().int(),
    }),
  ),
  /**
   * The race over time: the points of the first few of the race at the end of each month of the race so far,
   * one series per adviser (what the console draws as lines).
   */
  carreraPorMes: z.object({
    meses: z.array(z.string()),
    series: z.array(z.object({ codigo: z.string(), asesor: z.string(), puntos: z.array(z.string()) })),
  }),
  mes: z.string(),
  mejorVendedor: z.array(
    z.object({
      posicion: z.number().int(),
      codigo: z.string(),
      asesor: z.string(),
      ventas: z.number().int(),
      monto: z.string(),
    }),
  ),
});
export type StandingsAnswer = z.infer<typeof standingsAnswer>;

/** Inside: the travel race's top, its leaders month by month, and a month's best sellers. */
export interface Standings {
  raceId: string;
  raceTop: { position: number; code: string; name: string; pointsCents: bigint; sales: number }[];
  /** the points of the race's first few at the end of each month of the race so far */
  raceOverTime: { months: string[]; series: { code: string; name: string; pointsCents: bigint[] }[] };
  /** YYYY-MM */
  month: string;
  bestSellers: { position: number; code: string; name: string; sales: number; amountCents: bigint }[];
}

export const standingsWire = (standings: Standings): StandingsAnswer => ({
  carrera: standings.raceId,
  carreraPuestos: standings.raceTop.map((row) => ({
    posicion: row.position,
    codigo: row.code,
    asesor: row.name,
    puntos: dec(row.pointsCents),
    ventas: row.sales,
  })),
  carreraPorMes: {
    meses: standings.raceOverTime.months,
    series: standings.raceOverTime.series.map((series) => ({
      codigo: series.code,
      asesor: series.name,
      puntos: series.pointsCents.map(dec),
    })),
  },
  mes: standings.month,
  mejorVendedor: standings.bestSellers.map((row) => ({
    posicion: row.position,
    codigo: row.code,
    asesor: row.name,
    ventas: row.sales,
    monto: dec(row.amountCents),
  })),
});
