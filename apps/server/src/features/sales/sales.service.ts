import { offsetOf, PAGE, type Page } from '@vo/domain/back-office/back-office.wire';
import { raceOfDate } from '@vo/domain/incentives/race.rules';
import { pointsAtEachMonthEnd } from '@vo/domain/incentives/race-over-time';
import type {
  AdminPrereservation,
  PrereservationListFilter,
  ProjectLots,
  SalesSummary,
  Standings,
  StepCounts,
} from '@vo/domain/sales/sales.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { pageOf, staffDayRange } from '../../platform/back-office/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { StaffContext } from '../../platform/sessions/staff-sessions.ts';
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

const countsOf = (r: StepCounts): StepCounts => ({
  prereserved: r.prereserved,
  reserved: r.reserved,
  purchased: r.purchased,
  released: r.released,
});

/** Pre-reservations of a range of days by project, and a page of the advisers who made them. */
export async function salesSummary(
  deps: AppDeps,
  asked: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<SalesSummary> {
  const { from, to } = staffDayRange(asked, deps.clock.now());
  const [advisers, counted, projectRows] = await Promise.all([
    countsByAdviser(deps.db, from, to, offsetOf(asked.page), PAGE.size),
    countAdvisers(deps.db, from, to),
    countsByProject(deps.db, from, to),
  ]);
  return {
    from,
    to,
    byAdviser: pageOf(
      advisers.map((r) => ({ adviserId: r.id, adviser: r.name, ...countsOf(r) })),
      counted,
      asked.page,
    ),
    byProject: projectRows.map((r) => ({ projectId: r.id, project: r.name, ...countsOf(r) })),
  };
}

export async function prereservationList(
  deps: AppDeps,
  filter: PrereservationListFilter,
): Promise<Page<AdminPrereservation>> {
  const { page, ...where } = filter;
  const [rows, counted] = await Promise.all([
    prereservationRows(deps.db, where, offsetOf(page), PAGE.size),
    countPrereservations(deps.db, where),
  ]);
  const now = deps.clock.now().getTime();
  const listed = rows.map(({ updatedAt, ...r }) => ({
    ...r,
    daysIdle: Math.max(0, Math.floor((now - updatedAt.getTime()) / DAY_MS)),
  }));
  return pageOf(listed, counted, page);
}

export async function projectList(deps: AppDeps): Promise<{ id: number; name: string }[]> {
  return allProjects(deps.db);
}

/** A project's lots with their state, and how many are in each. */
export async function projectLots(deps: AppDeps, projectId: number): Promise<ProjectLots> {
  const project = await projectOf(deps.db, projectId);
  if (!project) throw new AppError('adminSales.projectInvalid', 1, {}, { campo: 'proyecto' });
  const [lots, drawing] = await Promise.all([lotsOf(deps.db, projectId), projectGeometry(deps, projectId)]);
  const counts = new Map<string, number>();
  for (const lot of lots) counts.set(lot.state, (counts.get(lot.state) ?? 0) + 1);
  return {
    projectId: project.id,
    project: project.name,
    counts: [...counts].map(([state, count]) => ({ state, count })),
    lots,
    drawing,
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
  return { prereservationId: done.prereservationId, state: done.state };
}

/** The travel race's top, its leaders month by month, and this month's best sellers, as the advisers see them. */
export async function standings(deps: AppDeps): Promise<Standings> {
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
    raceId: race.id,
    raceTop: top.map((r, i) => ({
      position: i + 1,
      code: r.code,
      name: r.name,
      pointsCents: r.pointsCents,
      sales: r.sales,
    })),
    raceOverTime: {
      months: monthsSoFar,
      series: leaders.map((r) => ({
        code: r.code,
        name: r.name,
        pointsCents: overTime.get(String(r.adviserUserId)) ?? [],
      })),
    },
    month,
    bestSellers: best.top.map((r, i) => ({
      position: i + 1,
      code: r.code,
      name: r.name,
      sales: r.sales,
      amountCents: r.amountCents,
    })),
  };
}
