import { offsetOf, PAGE } from '@vo/domain/back-office/back-office.wire';
import { raceOfDate } from '@vo/domain/incentives/race.rules';
import { centsToDecimalString as dec } from '@vo/domain/money';
import {
  type PrereservationListFilter,
  prereservationStateWire,
  type SalesSummaryAnswer,
  type StandingsAnswer,
} from '@vo/domain/sales/sales.wire';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { StaffContext } from '../../platform/staff-sessions.ts';
import { monthStanding, raceTop } from '../incentives/index.ts';
import { releaseAbandoned } from '../prereservations/index.ts';
import { allProjects, countsByAdviser, countsByProject, lotsOf, prereservationPage, projectOf } from './sales.repo.ts';

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
/** How many best sellers the standings show. */
const BEST_SELLERS = 20;

export async function salesSummary(deps: AppDeps, range: { from?: string | undefined; to?: string | undefined }) {
  const to = range.to ?? businessDateOf(deps.clock.now());
  const from = range.from ?? addDaysToDate(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('adminSales.rangeInvalid', 1, {}, { campo: 'desde' });
  const [advisers, projectRows] = await Promise.all([
    countsByAdviser(deps.db, from, to),
    countsByProject(deps.db, from, to),
  ]);
  const countsOf = (r: { prereserved: number; reserved: number; purchased: number; released: number }) => ({
    prerreservas: r.prereserved,
    reservas: r.reserved,
    compras: r.purchased,
    liberadas: r.released,
  });
  const answer: SalesSummaryAnswer = {
    desde: from,
    hasta: to,
    porAsesor: advisers.map((r) => ({ idAsesor: r.id, asesor: r.name, ...countsOf(r) })),
    porProyecto: projectRows.map((r) => ({ idProyecto: r.id, proyecto: r.name, ...countsOf(r) })),
  };
  return answer;
}

export async function prereservationList(deps: AppDeps, filter: PrereservationListFilter) {
  const { page, ...where } = filter;
  const { rows, total } = await prereservationPage(deps.db, where, offsetOf(page), PAGE.size);
  const now = deps.clock.now().getTime();
  return {
    filas: rows.map((r) => ({
      idPrereserva: r.id,
      fecha: r.createdAt.toISOString(),
      estado: prereservationStateWire(r.state),
      descripcion: r.description,
      idProyecto: r.projectId,
      proyecto: r.project,
      idAsesor: r.adviserId,
      asesor: r.adviser,
      cliente: r.customer,
      precio: dec(r.priceCents),
      moneda: r.currency,
      diasSinMovimiento: Math.max(0, Math.floor((now - r.updatedAt.getTime()) / DAY_MS)),
    })),
    total,
    pagina: page,
    tamanoPagina: PAGE.size,
  };
}

export async function projectList(deps: AppDeps) {
  const rows = await allProjects(deps.db);
  return { proyectos: rows.map((r) => ({ idProyecto: r.id, proyecto: r.name })) };
}

/** A project's lots with their state, and how many are in each. */
export async function projectLots(deps: AppDeps, projectId: number) {
  const project = await projectOf(deps.db, projectId);
  if (!project) throw new AppError('adminSales.projectInvalid', 1, {}, { campo: 'proyecto' });
  const rows = await lotsOf(deps.db, projectId);
  const counts = new Map<string, number>();
  for (const lot of rows) counts.set(lot.state, (counts.get(lot.state) ?? 0) + 1);
  return {
    idProyecto: project.id,
    proyecto: project.name,
    conteos: [...counts].map(([estado, cantidad]) => ({ estado, cantidad })),
    lotes: rows.map((r) => ({ idLote: r.id, manzano: r.block, numero: r.number, estado: r.state })),
  };
}

/** Releases an abandoned pre-reservation (one transaction): the lot is for sale again; the trail names the staff member. */
export async function releasePrereservation(
  tx: Tx,
  deps: AppDeps,
  staffMember: StaffContext,
  act: { prereservationId: number; reason: string },
  ip: string,
) {
  const done = await releaseAbandoned(tx, deps, act.prereservationId);
  await audit(
    tx,
    {
      userId: done.adviserUserId,
      staffId: staffMember.staffId,
      action: 'staff.prereservation.release',
      detail: { prereservationId: done.prereservationId, reason: act.reason },
      ip,
    },
    deps.clock.now(),
  );
  return { idPrereserva: done.prereservationId, estado: prereservationStateWire(done.state) };
}

/** The travel race's top and this month's best sellers, as the advisers see them. */
export async function standings(deps: AppDeps): Promise<StandingsAnswer> {
  const today = businessDateOf(deps.clock.now());
  const race = raceOfDate(today);
  const month = today.slice(0, 7);
  const [top, best] = await Promise.all([
    raceTop(deps, race.id),
    monthStanding(deps.db, `${month}-01`, today, BEST_SELLERS, 0),
  ]);
  return {
    carrera: race.id,
    carreraPuestos: top.map((r, i) => ({
      posicion: i + 1,
      codigo: r.code,
      asesor: r.name,
      puntos: dec(r.pointsCents),
      ventas: r.sales,
    })),
    mes: month,
    mejorVendedor: best.top.map((r, i) => ({
      posicion: i + 1,
      codigo: r.code,
      asesor: r.name,
      ventas: r.sales,
      monto: dec(r.amountCents),
    })),
  };
}
