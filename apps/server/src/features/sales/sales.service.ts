import { offsetOf, PAGE } from '@vo/domain/back-office/back-office.wire';
import { projectGeometryWire } from '@vo/domain/catalogue/project-map.wire';
import { raceOfDate } from '@vo/domain/incentives/race.rules';
import { pointsAtEachMonthEnd } from '@vo/domain/incentives/race-over-time';
import { centsToDecimalString as dec } from '@vo/domain/money';
import {
  type PrereservationListFilter,
  prereservationStateWire,
  type SalesSummaryAnswer,
  type StandingsAnswer,
} from '@vo/domain/sales/sales.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.repo.ts';
import { pageAnswer, staffDayRange } from '../../platform/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { StaffContext } from '../../platform/staff-sessions.ts';
import { projectGeometry } from '../catalogue/index.ts';
import { monthStanding, raceTop } from '../incentives/index.ts';
import { releaseAbandoned } from '../prereservations/index.ts';
import {
  allProjects,
  countAdvisers,
  countPrereservations,
  countsByAdviser,
  countsByProject,
  lotsOf,
  prereservationRows,
  projectOf,
  racePointsByMonth,
} from './sales.repo.ts';

const DAY_MS = 86_400_000;
/** How many best sellers the standings show. */
const BEST_SELLERS = 20;
/** How many of the race's leaders the race over time follows. */
const RACE_LEADERS_OVER_TIME = 5;

const countsOf = (r: { prereserved: number; reserved: number; purchased: number; released: number }) => ({
  prerreservas: r.prereserved,
  reservas: r.reserved,
  compras: r.purchased,
  liberadas: r.released,
});

/** Pre-reservations of a range of days by project, and a page of the advisers who made them. */
export async function salesSummary(
  deps: AppDeps,
  asked: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<SalesSummaryAnswer> {
  const { from, to } = staffDayRange(asked, deps.clock.now());
  const [advisers, counted, projectRows] = await Promise.all([
    countsByAdviser(deps.db, from, to, offsetOf(asked.page), PAGE.size),
    countAdvisers(deps.db, from, to),
    countsByProject(deps.db, from, to),
  ]);
  return {
    desde: from,
    hasta: to,
    porAsesor: pageAnswer(
      advisers.map((r) => ({ idAsesor: r.id, asesor: r.name, ...countsOf(r) })),
      counted,
      asked.page,
    ),
    porProyecto: projectRows.map((r) => ({ idProyecto: r.id, proyecto: r.name, ...countsOf(r) })),
  };
}

export async function prereservationList(deps: AppDeps, filter: PrereservationListFilter) {
  const { page, ...where } = filter;
  const [rows, counted] = await Promise.all([
    prereservationRows(deps.db, where, offsetOf(page), PAGE.size),
    countPrereservations(deps.db, where),
  ]);
  const now = deps.clock.now().getTime();
  const filas = rows.map((r) => ({
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
  }));
  return pageAnswer(filas, counted, page);
}

export async function projectList(deps: AppDeps) {
  const rows = await allProjects(deps.db);
  return { proyectos: rows.map((r) => ({ idProyecto: r.id, proyecto: r.name })) };
}

/** A project's lots with their state, and how many are in each. */
export async function projectLots(deps: AppDeps, projectId: number) {
  const project = await projectOf(deps.db, projectId);
  if (!project) throw new AppError('adminSales.projectInvalid', 1, {}, { campo: 'proyecto' });
  const [rows, drawing] = await Promise.all([lotsOf(deps.db, projectId), projectGeometry(deps, projectId)]);
  const counts = new Map<string, number>();
  for (const lot of rows) counts.set(lot.state, (counts.get(lot.state) ?? 0) + 1);
  return {
    idProyecto: project.id,
    proyecto: project.name,
    conteos: [...counts].map(([estado, cantidad]) => ({ estado, cantidad })),
    lotes: rows.map((r) => ({ idLote: r.id, manzano: r.block, numero: r.number, estado: r.state })),
    mapa: projectGeometryWire(drawing),
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

/** The travel race's top, its leaders month by month, and this month's best sellers, as the advisers see them. */
export async function standings(deps: AppDeps): Promise<StandingsAnswer> {
  const today = businessDateOf(deps.clock.now());
  const race = raceOfDate(today);
  const month = today.slice(0, 7);
  const [top, best] = await Promise.all([
    raceTop(deps, race.id),
    monthStanding(deps.db, `${month}-01`, today, BEST_SELLERS, 0),
  ]);
  const leaders = top.slice(0, RACE_LEADERS_OVER_TIME);
  const monthsSoFar = race.months.filter((m) => m <= month);
  const earned = await racePointsByMonth(
    deps.db,
    race.id,
    leaders.map((r) => r.adviserUserId),
  );
  const overTime = pointsAtEachMonthEnd(
    leaders.map((r) => String(r.adviserUserId)),
    monthsSoFar,
    earned.map((r) => ({ adviser: String(r.adviserUserId), month: r.month, pointsCents: BigInt(r.cents) })),
  );
  return {
    carrera: race.id,
    carreraPuestos: top.map((r, i) => ({
      posicion: i + 1,
      codigo: r.code,
      asesor: r.name,
      puntos: dec(r.pointsCents),
      ventas: r.sales,
    })),
    carreraPorMes: {
      meses: monthsSoFar,
      series: leaders.map((r) => ({
        codigo: r.code,
        asesor: r.name,
        puntos: (overTime.get(String(r.adviserUserId)) ?? []).map(dec),
      })),
    },
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
