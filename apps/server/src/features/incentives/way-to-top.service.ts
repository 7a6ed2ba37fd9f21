import { BEST_SELLER_TOP, RACE_TOP, TYPICAL_SALE_MIN_OWN_SALES } from '@vo/domain/incentives/incentives-config';
import { raceOfDate } from '@vo/domain/incentives/race.rules';
import {
  cumulativeByDay,
  distanceToEnterCents,
  fewestToClose,
  gainIfInitialPaid,
  typicalSale,
  typicalSalesToCover,
} from '@vo/domain/incentives/way-to-top.rules';
import type { WayToTopView } from '@vo/domain/incentives/way-to-top.wire';
import { type AgreedPlanRecord, agreedPlanOf } from '@vo/domain/prereservations/plan-choice.wire';
import { type SoldItem, scheduleOfPurchase } from '@vo/domain/products/purchase-leaves.rules';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { bestSellerStanding, raceStanding } from './incentives.service.ts';
import {
  marketMedianPrice,
  ownSalePrices,
  type PendingRow,
  pendingPrereservations,
  racePointsByDay,
  salesByDay,
} from './way-to-top.repo.ts';

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
};

/**
 * The initial fee a pending pre-reservation waits for: a bought one's first due as its product owes it; a held one's
 * by the schedule its purchase would write (products' scheduleOfPurchase: one rule for what the first due is).
 */
function pendingSaleOf(row: PendingRow, today: string) {
  const plan = agreedPlanOf(row.plan as AgreedPlanRecord);
  const purchased = row.state === 'purchased';
  const item: SoldItem = {
    kind: row.kind as SoldItem['kind'],
    isHouse: row.isHouse,
    productCode: row.productCode,
    priceCents: row.priceCents,
    plan,
  };
  const initialFeeCents = purchased
    ? (row.firstCapitalCents ?? 0n) - (row.firstPaidCents ?? 0n)
    : (scheduleOfPurchase(item, today)[0]?.capitalCents ?? 0n);
  return { id: row.id, purchased, paymentKind: plan.paymentKind, priceCents: row.priceCents, initialFeeCents };
}

/**
 * GET /api/ranking/camino-a-la-cima: where the caller stands in the running race and in the month's best-seller bonus,
 * how far each cut-off is in dollars and in typical sales, which of her pending pre-reservations close it with the
 * fewest once their initial fee is paid, and her month by day (docs/decisions/0065). Everything read is hers or the
 * shared tops: the race's and the bonus's own services answer the standings, scoped to her.
 */
export async function wayToTop(deps: AppDeps, session: SessionContext): Promise<WayToTopView> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const month = today.slice(0, 7);
  const monthFrom = `${month}-01`;
  const race = raceOfDate(today);
  const adviserUserId = session.userId;
  // The race's service first: it refuses anyone who is no adviser (incentives.notEligible).
  const raceView = await raceStanding(deps, session);
  const [bonusView, pendingRows, points, sold, ownPrices] = await Promise.all([
    bestSellerStanding(deps, session, {}),
    pendingPrereservations(deps.db, adviserUserId, race.from),
    racePointsByDay(deps.db, { raceId: race.id, adviserUserId, from: monthFrom, to: today }),
    salesByDay(deps.db, { adviserUserId, from: monthFrom, to: today }),
    ownSalePrices(deps.db, { adviserUserId, from: race.from, to: today }),
  ]);
  const marketMedian =
    ownPrices.length >= TYPICAL_SALE_MIN_OWN_SALES
      ? null
      : await keptRead(deps, 'raceMarketMedian', ['race'], `${race.from} ${today}`, () =>
          marketMedianPrice(deps.db, race.from, today),
        );
  const typical = typicalSale(ownPrices, marketMedian === null ? [] : [marketMedian], TYPICAL_SALE_MIN_OWN_SALES);

  const own = raceView.own;
  const raceCutoffCents = BigInt(own.cutoffPoints) * 100n;
  const raceDistanceCents = BigInt(own.distanceToCutoff) * 100n;
  const raceInside = own.position !== null && own.position <= RACE_TOP;
  const bonusTopFull = bonusView.top.length >= BEST_SELLER_TOP;
  const bonusCutoffCents = bonusTopFull ? bonusView.top[bonusView.top.length - 1]!.amountCents : 0n;
  const bonusInside = bonusView.own.position !== null && bonusView.own.position <= BEST_SELLER_TOP;
  // A code that lost the bonus (spec §6) has no distance to show: no sale brings it back.
  const bonusDistanceCents =
    bonusView.own.lossReason !== null
      ? 0n
      : distanceToEnterCents({
          ownCents: bonusView.own.amountCents,
          insideTop: bonusInside,
          topFull: bonusTopFull,
          cutoffCents: bonusCutoffCents,
        });

  const pending = pendingRows.map((row) => {
    const sale = pendingSaleOf(row, today);
    const gain = gainIfInitialPaid(sale);
    return {
      id: row.id,
      customer: row.customerName,
      product: row.description,
      initialFeeCents: sale.initialFeeCents,
      currency: row.currency,
      purchased: sale.purchased,
      raceGainCents: gain.raceCents,
      bonusGainCents: gain.bonusCents,
    };
  });
  const closingRace = fewestToClose(
    pending.map((p) => ({ id: p.id, gainCents: p.raceGainCents })),
    raceDistanceCents,
  );
  const closingBonus = fewestToClose(
    pending.map((p) => ({ id: p.id, gainCents: p.bonusGainCents })),
    bonusDistanceCents,
  );
  // The list in the order that closes the gap still open with the fewest: the race's when it is open, else the bonus's.
  const lead = raceDistanceCents > 0n ? closingRace.ids : closingBonus.ids;
  const rank = (id: number) => (lead.includes(id) ? lead.indexOf(id) : lead.length);
  pending.sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);

  const day = Number(today.slice(8, 10));
  return {
    typical,
    race: {
      raceId: race.id,
      position: own.position,
      inside: raceInside,
      ownCents: BigInt(own.points) * 100n,
      cutoffCents: raceCutoffCents,
      distanceCents: raceDistanceCents,
      typicalSales: typicalSalesToCover(raceDistanceCents, typical),
      lossReason: own.lossReason,
      qualification: own.qualification,
    },
    bonus: {
      month: bonusView.month,
      position: bonusView.own.position,
      inside: bonusInside,
      ownCents: bonusView.own.amountCents,
      cutoffCents: bonusCutoffCents,
      distanceCents: bonusDistanceCents,
      typicalSales: typicalSalesToCover(bonusDistanceCents, typical),
      lossReason: bonusView.own.lossReason,
    },
    pending,
    closing: { race: closingRace, bonus: closingBonus },
    month: {
      month,
      days: lastDayOf(month),
      race: cumulativeByDay(points.beforeCents, points.byDay, day),
      bonus: cumulativeByDay(0n, sold, day),
    },
    updatedAt: now,
  };
}
