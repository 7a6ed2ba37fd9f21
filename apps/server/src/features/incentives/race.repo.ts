import {
  eventPointsCents,
  type Race,
  type RaceEvent,
  raceOfDate,
  raceQualification,
} from '@vo/domain/incentives/race.rules';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { raceEvents, raceStandings, sales } from '../../db/schema/index.ts';

/**
 * The write side of the travel race: every earning is a race_events row, and race_standings holds
 * their sum per adviser, changed in the same transaction, so the ranking is current the moment a
 * sale or a payment commits (docs/decisions/0009).
 */

/**
 * Adds points and sales to an adviser's standing in a race, creating it on their first earning.
 * Answers whether it was created (its monthly-sales verdict is then still to be judged).
 */
async function addToStanding(
  tx: Executor,
  race: Race,
  adviserUserId: number,
  change: { pointsCents: bigint; sales: number },
  currentMonth: string,
): Promise<boolean> {
  const [row] = rowsOf<{ created: boolean }>(
    await tx.execute(sql`
    insert into race_standings (race_id, adviser_user_id, points_cents, sales, joined_on, adviser_code, evaluated_month, keeps_race)
    select ${race.id}, n.user_id, ${change.pointsCents}, ${change.sales}, n.joined_on, n.adviser_code, ${currentMonth},
           n.adviser_status = 'active'
    from network_nodes n where n.user_id = ${adviserUserId}
    on conflict (race_id, adviser_user_id) do update
      set points_cents = race_standings.points_cents + excluded.points_cents,
          sales = race_standings.sales + excluded.sales
    returning (xmax = 0) as created`),
  );
  return row?.created === true;
}

/**
 * Records one earning and adds it to the standing. A payment earns once: its repeat is ignored.
 * Answers whether the adviser's standing in that race was created by it.
 */
export async function recordRaceEvent(
  tx: Executor,
  input: { adviserUserId: number; event: RaceEvent; paymentId?: number; countsAsSale: boolean; currentMonth: string },
): Promise<boolean> {
  const race = raceOfDate(input.event.on);
  const pointsCents = eventPointsCents(input.event);
  if (pointsCents > 0n) {
    const inserted = await tx
      .insert(raceEvents)
      .values({
        raceId: race.id,
        adviserUserId: input.adviserUserId,
        saleId: input.event.saleId,
        kind: input.event.kind,
        paymentId: input.paymentId ?? null,
        pointsCents,
        occurredOn: input.event.on,
      })
      .onConflictDoNothing()
      .returning({ id: raceEvents.id });
    if (inserted.length === 0) return false;
  }
  return addToStanding(
    tx,
    race,
    input.adviserUserId,
    { pointsCents, sales: input.countsAsSale ? 1 : 0 },
    input.currentMonth,
  );
}

/**
 * The capital of a received payment earns its adviser points, when the product was sold on credit
 * by an adviser and the sale still stands. Called inside the payment's transaction.
 */
export async function creditCapitalPaid(
  tx: Executor,
  input: { productId: number; paymentId: number; capitalCents: bigint; on: string; currentMonth: string },
): Promise<void> {
  if (input.capitalCents <= 0n) return;
  const [sale] = await tx
    .select({
      id: sales.id,
      adviserUserId: sales.adviserUserId,
      paymentKind: sales.paymentKind,
      revertedOn: sales.revertedOn,
    })
    .from(sales)
    .where(eq(sales.productId, input.productId));
  if (sale?.paymentKind !== 'credit' || sale.revertedOn !== null) return;
  const event = { kind: 'capital_paid', saleId: sale.id, on: input.on, capitalCents: input.capitalCents } as const;
  const created = await recordRaceEvent(tx, {
    adviserUserId: sale.adviserUserId,
    event,
    paymentId: input.paymentId,
    countsAsSale: false,
    currentMonth: input.currentMonth,
  });
  // A first earning of the race with no sale in it yet: the monthly-sales rule may already have them out.
  if (created) await judgeQualifications(tx, raceOfDate(input.on), [sale.adviserUserId], input.currentMonth);
}

/**
 * Re-judges the monthly-sales rule of some advisers in a race, as of the current month: their sales
 * per month and their joining month in two reads, the domain's verdicts, one update.
 */
export async function judgeQualifications(
  tx: Executor,
  race: Race,
  adviserUserIds: readonly number[],
  currentMonth: string,
): Promise<void> {
  if (adviserUserIds.length === 0) return;
  const ids = sql`array[${sql.join(
    adviserUserIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
  const counts = rowsOf<{ adviser_user_id: string | number; month: string; n: string | number }>(
    await tx.execute(sql`
      select adviser_user_id, to_char(sold_on, 'YYYY-MM') as month, count(*) as n from sales
      where adviser_user_id = any(${ids}) and sold_on between ${race.from}::date and ${race.to}::date
        and reverted_on is null
      group by 1, 2`),
  );
  const joined = rowsOf<{ user_id: string | number; joined_on: string; adviser_status: string | null }>(
    await tx.execute(
      sql`select user_id, joined_on::text as joined_on, adviser_status from network_nodes where user_id = any(${ids})`,
    ),
  );
  const byAdviser = new Map<number, Map<string, number>>();
  for (const c of counts) {
    const id = Number(c.adviser_user_id);
    if (!byAdviser.has(id)) byAdviser.set(id, new Map());
    byAdviser.get(id)!.set(c.month, Number(c.n));
  }
  const verdicts = joined.map((node) => {
    const months = byAdviser.get(Number(node.user_id)) ?? new Map<string, number>();
    const verdict = raceQualification({
      race,
      salesByMonth: race.months.map((m) => months.get(m) ?? 0),
      currentMonth,
      joinedMonth: node.joined_on.slice(0, 7),
    });
    return {
      id: Number(node.user_id),
      state: verdict.state,
      reason: verdict.state === 'out' ? verdict.reason : null,
      // Spec §6: an inactive, blocked or ethics-process code is out of the race whatever it sold.
      keeps: verdict.state !== 'out' && node.adviser_status === 'active',
    };
  });
  if (verdicts.length === 0) return;
  const values = sql.join(
    verdicts.map((v) => sql`(${v.id}::bigint, ${v.state}, ${v.reason}::text, ${v.keeps}::boolean)`),
    sql`, `,
  );
  await tx.execute(sql`
    update race_standings s
    set qualification = v.state, loss_reason = v.reason, keeps_race = v.keeps, evaluated_month = ${currentMonth}
    from (values ${values}) as v(adviser_user_id, state, reason, keeps)
    where s.race_id = ${race.id} and s.adviser_user_id = v.adviser_user_id`);
}

/** How many standings one pass of the monthly re-judging takes on. */
const JUDGING_BATCH = 1_000;

/**
 * A month that ends without sales changes the verdict with no sale or payment to trigger it: the
 * standings last judged in an earlier month are judged again, a batch at a time. Answers how many.
 */
export async function judgeStaleQualifications(db: Database, race: Race, currentMonth: string): Promise<number> {
  let judged = 0;
  for (;;) {
    const stale = await db
      .select({ adviserUserId: raceStandings.adviserUserId })
      .from(raceStandings)
      .where(and(eq(raceStandings.raceId, race.id), lt(raceStandings.evaluatedMonth, currentMonth)))
      .limit(JUDGING_BATCH);
    if (stale.length === 0) return judged;
    await db.transaction((tx) =>
      judgeQualifications(
        tx,
        race,
        stale.map((row) => row.adviserUserId),
        currentMonth,
      ),
    );
    judged += stale.length;
  }
}

/**
 * The race summed again from its events (the check of the kept totals, and the figure of how long a
 * whole semester takes): returns the advisers' points as the events give them.
 */
export async function racePointsFromEvents(db: Executor, raceId: string): Promise<Map<number, bigint>> {
  const sums = rowsOf<{ adviser_user_id: string | number; points: string | number }>(
    await db.execute(sql`
      select adviser_user_id, sum(points_cents) as points from race_events where race_id = ${raceId} group by 1`),
  );
  return new Map(sums.map((s) => [Number(s.adviser_user_id), BigInt(s.points)]));
}
