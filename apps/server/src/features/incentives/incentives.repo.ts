import { RACE_TOP } from '@vo/domain/incentives/incentives-config';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';

export interface StandingRow {
  adviserUserId: number;
  code: string;
  name: string;
  pointsCents: bigint;
  sales: number;
  joinedOn: string;
  qualification: 'in' | 'grace' | 'out';
  lossReason: string | null;
}

interface RawStanding {
  adviser_user_id: string | number;
  adviser_code: string;
  full_name: string;
  points_cents: string | number;
  sales: number;
  joined_on: string;
  qualification: string;
  loss_reason: string | null;
}

function toStanding(r: RawStanding): StandingRow {
  return {
    adviserUserId: Number(r.adviser_user_id),
    code: r.adviser_code,
    name: r.full_name,
    pointsCents: BigInt(r.points_cents),
    sales: Number(r.sales),
    joinedOn: r.joined_on,
    qualification: r.qualification === 'out' ? 'out' : r.qualification === 'grace' ? 'grace' : 'in',
    lossReason: r.loss_reason,
  };
}

const STANDING_COLUMNS = sql`s.adviser_user_id, s.adviser_code, u.full_name, s.points_cents, s.sales,
  s.joined_on::text as joined_on, s.qualification, s.loss_reason`;
/**
 * The race's order, written as race_standings_order_idx holds it (its DESC columns sort nulls last; the
 * columns are never null), so the top is a walk of that index among those who keep the race.
 */
const RACE_ORDER = sql`s.points_cents desc nulls last, s.sales desc nulls last, s.joined_on, s.adviser_code`;

/** The top of a race: the first 40 entries of the order index of those who keep it. */
export async function raceTopRows(db: Executor, raceId: string): Promise<StandingRow[]> {
  return rowsOf<RawStanding>(
    await db.execute(sql`select ${STANDING_COLUMNS} from race_standings s join users u on u.id = s.adviser_user_id
      where s.race_id = ${raceId} and s.keeps_race
      order by ${RACE_ORDER}
      limit ${RACE_TOP}`),
  ).map(toStanding);
}

interface RawOwnRace {
  adviser_status: string | null;
  node_joined_on: string;
  node_code: string | null;
  adviser_user_id: string | number | null;
  adviser_code: string;
  full_name: string;
  points_cents: string;
  sales: number;
  joined_on: string;
  qualification: string;
  loss_reason: string | null;
  months: [string, number][] | string;
  ahead: string | number | null;
}

/**
 * Everything of the caller's own in the race, in one round trip (docs/decisions/0029): their adviser node,
 * their standing, their sales in each month of the race, and — when they keep the race (active, not out) —
 * how many of those who keep it come before them (the entries of race_standings_order_idx ahead of theirs).
 * No row when the caller is no adviser. $1 adviser, $2 race, $3..$4 the race's dates.
 */
const ownRaceStatement = preparedStatement<RawOwnRace>(
  'race_own_standing',
  `with node as (
     select adviser_status, joined_on::text as joined_on, adviser_code from network_nodes
     where user_id = $1 and kind = 'adviser'
   ), own as (
     select s.adviser_user_id, s.adviser_code, u.full_name, s.points_cents, s.sales, s.joined_on, s.qualification,
            s.loss_reason, s.race_id
     from race_standings s join users u on u.id = s.adviser_user_id
     where s.race_id = $2 and s.adviser_user_id = $1
   )
   select node.adviser_status, node.joined_on as node_joined_on, node.adviser_code as node_code,
          own.adviser_user_id, own.adviser_code, own.full_name, own.points_cents::text as points_cents, own.sales,
          own.joined_on::text as joined_on, own.qualification, own.loss_reason,
          (select coalesce(json_agg(json_build_array(m.month, m.n)), '[]'::json) from (
             select to_char(sold_on, 'YYYY-MM') as month, count(*)::int as n from sales
             where adviser_user_id = $1 and sold_on between $3::date and $4::date and reverted_on is null
             group by 1) m) as months,
          case when own.qualification <> 'out' and node.adviser_status = 'active' then (
            select count(*) from race_standings s
            where s.race_id = own.race_id and s.keeps_race
              and (s.points_cents > own.points_cents
                or (s.points_cents = own.points_cents and (s.sales > own.sales
                  or (s.sales = own.sales and (s.joined_on < own.joined_on
                    or (s.joined_on = own.joined_on and s.adviser_code < own.adviser_code)))))))
          end as ahead
   from node left join own on true`,
);

export interface OwnRace {
  node: { status: string; joinedOn: string; code: string };
  standing: StandingRow | null;
  /** YYYY-MM → sales of that month */
  byMonth: Map<string, number>;
  /** how many who keep the race come first; null when the caller does not keep it */
  ahead: number | null;
}

/** The caller's side of the race, or null when they are no adviser. */
export async function ownRace(
  db: Database,
  raceId: string,
  adviserUserId: number,
  from: string,
  to: string,
): Promise<OwnRace | null> {
  const [row] = await ownRaceStatement(db, [adviserUserId, raceId, from, to]);
  if (!row) return null;
  const months = typeof row.months === 'string' ? (JSON.parse(row.months) as [string, number][]) : row.months;
  return {
    node: { status: row.adviser_status ?? 'inactive', joinedOn: row.node_joined_on, code: row.node_code ?? '' },
    standing: row.adviser_user_id === null ? null : toStanding(row as RawStanding),
    byMonth: new Map(months.map(([month, n]) => [month, Number(n)])),
    ahead: row.ahead === null ? null : Number(row.ahead),
  };
}

/** The caller's adviser node: their status, joining date and code. */
export async function adviserNodeOf(
  db: Executor,
  userId: number,
): Promise<{ status: string; joinedOn: string; code: string } | null> {
  const [row] = rowsOf<{ adviser_status: string | null; joined_on: string; adviser_code: string | null }>(
    await db.execute(sql`select adviser_status, joined_on::text as joined_on, adviser_code from network_nodes
      where user_id = ${userId} and kind = 'adviser'`),
  );
  return row
    ? { status: row.adviser_status ?? 'inactive', joinedOn: row.joined_on, code: row.adviser_code ?? '' }
    : null;
}

export interface MonthSalesRow {
  adviserUserId: number;
  code: string;
  name: string;
  sales: number;
  amountCents: bigint;
}

interface RawMonthSales {
  adviser_user_id: string | number;
  adviser_code: string;
  full_name: string;
  sales: string | number;
  amount: string | number;
}

const toMonthSales = (r: RawMonthSales): MonthSalesRow => ({
  adviserUserId: Number(r.adviser_user_id),
  code: r.adviser_code,
  name: r.full_name,
  sales: Number(r.sales),
  amountCents: BigInt(r.amount),
});

/**
 * Each active adviser's sales between two dates, in the bonus's order, with the bonus position of
 * every one (the window function ranks them all; the caller takes the top and their own row).
 */
export async function monthStanding(
  db: Executor,
  from: string,
  to: string,
  top: number,
  adviserUserId: number,
): Promise<{ top: MonthSalesRow[]; own: (MonthSalesRow & { position: number }) | null }> {
  const ranked = rowsOf<RawMonthSales & { position: string | number }>(
    await db.execute(sql`
      with month_sales as (
        select s.adviser_user_id, count(*) as sales, sum(s.price_cents) as amount
        from sales s where s.sold_on between ${from}::date and ${to}::date and s.reverted_on is null
        group by s.adviser_user_id
      ), ranked as (
        select m.*, n.adviser_code, u.full_name,
               row_number() over (order by m.amount desc, m.sales desc, n.adviser_code) as position
        from month_sales m join network_nodes n on n.user_id = m.adviser_user_id join users u on u.id = m.adviser_user_id
        where n.adviser_status = 'active'
      )
      select * from ranked where position <= ${top} or adviser_user_id = ${adviserUserId} order by position`),
  );
  const ownRow = ranked.find((r) => Number(r.adviser_user_id) === adviserUserId);
  return {
    top: ranked.filter((r) => Number(r.position) <= top).map(toMonthSales),
    own: ownRow ? { ...toMonthSales(ownRow), position: Number(ownRow.position) } : null,
  };
}

/** An adviser's own sales between two dates (for one who is not ranked: an inactive code still sold). */
export async function ownMonthSales(
  db: Executor,
  adviserUserId: number,
  from: string,
  to: string,
): Promise<{ sales: number; amountCents: bigint }> {
  const [row] = rowsOf<{ sales: string | number; amount: string | number | null }>(
    await db.execute(sql`select count(*) as sales, coalesce(sum(price_cents), 0) as amount from sales
      where adviser_user_id = ${adviserUserId} and sold_on between ${from}::date and ${to}::date and reverted_on is null`),
  );
  return { sales: Number(row?.sales ?? 0), amountCents: BigInt(row?.amount ?? 0) };
}
