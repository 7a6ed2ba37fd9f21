import {
  type BonusCycle,
  bestSellerBonusCents,
  currentCycle,
  cycleById,
  cycleMonths,
  monthToShow,
} from '@vo/domain/incentives/best-seller.rules';
import type { BestSellerView, RaceLoss, RaceView } from '@vo/domain/incentives/incentives.wire';
import { BEST_SELLER_CYCLES, BEST_SELLER_TOP, RACE_TOP } from '@vo/domain/incentives/incentives-config';
import {
  type AdviserStatus,
  bonusLostBy,
  distanceToCutoffPoints,
  type Race,
  raceById,
  raceOfDate,
  raceQualification,
  wholePoints,
} from '@vo/domain/incentives/race.rules';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { adviserNodeOf, monthStanding, ownMonthSales, ownRace, type StandingRow } from './incentives.repo.ts';
import { judgeStaleQualifications } from './race.repo.ts';
import { raceTop } from './race-top.ts';

const LOSSES: readonly string[] = ['inactive', 'blocked', 'ethics', 'month_without_sales', 'grace_not_met'];
/** A loss reason as stored; one this code does not know is no reason to show. */
const asLoss = (reason: string): RaceLoss | null => (LOSSES.includes(reason) ? (reason as RaceLoss) : null);

const asStatus = (status: string): AdviserStatus =>
  status === 'active' || status === 'inactive' || status === 'blocked' || status === 'ethics' ? status : 'inactive';

/** Races already re-judged for a month by this process, per database: the check runs once a month, not on every read. */
const judged = new WeakMap<object, Map<string, Promise<number>>>();

function judgedThisMonth(deps: AppDeps, race: Race, currentMonth: string): Promise<number> {
  const done = judged.get(deps.db) ?? new Map<string, Promise<number>>();
  judged.set(deps.db, done);
  const key = `${race.id}:${currentMonth}`;
  let pass = done.get(key);
  if (!pass) {
    // The read that follows must not be one kept from before the verdicts (docs/decisions/0037).
    pass = judgeStaleQualifications(deps.db, race, currentMonth).then(async (judgedCount) => {
      await deps.memory.reads.caughtUp();
      return judgedCount;
    });
    // A failed pass is tried again by the next read.
    pass.catch(() => done.delete(key));
    done.set(key, pass);
  }
  return pass;
}

async function adviserOf(deps: AppDeps, session: SessionContext) {
  const node = await adviserNodeOf(deps.db, session.userId);
  if (!node) throw new AppError('incentives.notEligible');
  return node;
}

/** The shared top as the page lists it, worked out once per reading (race-top.ts) rather than on every call. */
const topEntries = new WeakMap<readonly StandingRow[], RaceView['top']>();
function topEntriesOf(top: readonly StandingRow[]): RaceView['top'] {
  let entries = topEntries.get(top);
  if (!entries) {
    entries = top.map((row, i) => ({
      position: i + 1,
      adviserCode: row.code,
      name: row.name,
      points: wholePoints(row.pointsCents),
      sales: row.sales,
    }));
    topEntries.set(top, entries);
  }
  return entries;
}

/**
 * GET /api/ranking/carrera: the race's top 40 among those who keep it, and where the caller stands:
 * position, points, the monthly-sales verdict and how far the cut-off is.
 */
export async function raceStanding(deps: AppDeps, session: SessionContext, raceId?: string): Promise<RaceView> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const race: Race | null = raceId ? raceById(raceId) : raceOfDate(today);
  if (!race) throw new AppError('incentives.raceUnknown', 1, {}, { campo: 'carrera' });
  const currentMonth = today.slice(0, 7);
  await judgedThisMonth(deps, race, currentMonth);

  // Two reads: the top shared by every adviser (race-top.ts), and all of the caller's own in one statement.
  const [top, mine] = await Promise.all([
    raceTop(deps, race.id),
    // Kept until the standings, the sales, the tree or a name change (docs/decisions/0037).
    keptRead(deps, 'raceOwn', ['race', 'network', 'names'], `own ${race.id} ${session.userId}`, () =>
      ownRace(deps.db, race.id, session.userId, race.from, race.to),
    ),
  ]);
  if (!mine) throw new AppError('incentives.notEligible');
  const { node: adviser, standing: own, byMonth } = mine;
  const monthly = race.months.map((m) => byMonth.get(m) ?? 0);
  // An adviser with no earning yet has no standing row: judged from their (empty) months.
  const verdict = own
    ? own.qualification === 'out'
      ? ({ state: 'out', reason: own.lossReason ?? 'month_without_sales' } as const)
      : ({ state: own.qualification } as const)
    : raceQualification({ race, salesByMonth: monthly, currentMonth, joinedMonth: adviser.joinedOn.slice(0, 7) });
  const lostBy = bonusLostBy(asStatus(adviser.status));
  const keepsRace = lostBy === null && verdict.state !== 'out';
  // The statement counted those ahead exactly when the caller keeps the race (active, not out).
  const position = own && keepsRace ? (mine.ahead ?? 0) + 1 : null;
  const ownPoints = wholePoints(own?.pointsCents ?? 0n);
  const cutoff = top.length >= RACE_TOP ? wholePoints(top[top.length - 1]!.pointsCents) : 0;
  const distance = distanceToCutoffPoints({
    ownPoints,
    insideTop: position !== null && position <= RACE_TOP,
    topSize: top.length,
    cutoffPoints: cutoff,
  });
  return {
    race,
    top: topEntriesOf(top),
    own: {
      position,
      points: ownPoints,
      sales: own?.sales ?? 0,
      qualification: verdict.state,
      // The adviser's status outweighs the monthly-sales rule.
      lossReason: lostBy ?? (verdict.state === 'out' ? asLoss(verdict.reason) : null),
      salesByMonth: monthly,
      cutoffPoints: cutoff,
      distanceToCutoff: keepsRace ? distance : 0,
    },
    updatedAt: now,
  };
}

/** GET /api/ranking/bono-mejor-vendedor: a month of a bonus cycle, its top 30 and the caller's standing. */
export async function bestSellerStanding(
  deps: AppDeps,
  session: SessionContext,
  query: { cycleId?: string | undefined; month?: string | undefined },
): Promise<BestSellerView> {
  const today = businessDateOf(deps.clock.now());
  const cycle: BonusCycle | null = query.cycleId ? cycleById(query.cycleId) : currentCycle(today);
  if (!cycle) throw new AppError('incentives.cycleUnknown', 1, {}, { campo: 'ciclo' });
  const months = cycleMonths(cycle);
  const month = query.month ? months.find((m) => m.month === query.month) : monthToShow(cycle, today);
  if (!month) throw new AppError('incentives.monthOutsideCycle', 1, {}, { campo: 'mes' });
  const adviser = await adviserOf(deps, session);
  const standing = await monthStanding(deps.db, month.from, month.to, BEST_SELLER_TOP, session.userId);
  const lostBy = bonusLostBy(asStatus(adviser.status));
  const own = standing.own ?? {
    ...(await ownMonthSales(deps.db, session.userId, month.from, month.to)),
    position: null,
  };
  return {
    cycles: BEST_SELLER_CYCLES,
    cycleId: cycle.id,
    months: months.map((m) => m.month),
    month: month.month,
    from: month.from,
    to: month.to,
    top: standing.top.map((row, i) => ({
      position: i + 1,
      adviserCode: row.code,
      name: row.name,
      sales: row.sales,
      amountCents: row.amountCents,
      bonusCents: bestSellerBonusCents(i + 1),
    })),
    own: {
      position: own.position,
      sales: own.sales,
      amountCents: own.amountCents,
      bonusCents: bestSellerBonusCents(own.position),
      lossReason: lostBy,
    },
  };
}
