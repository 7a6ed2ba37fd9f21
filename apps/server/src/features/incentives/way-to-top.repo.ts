import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/*
 * The reads of the adviser's way to the top (docs/decisions/0065), each scoped to the adviser who asks: her pending
 * pre-reservations, her month by day, and the sales a typical sale is taken from.
 */

export interface PendingRow {
  id: number;
  state: string;
  kind: string;
  productCode: string | null;
  description: string;
  customerName: string;
  priceCents: bigint;
  currency: string;
  plan: unknown;
  /** a purchased one's first due: its capital and what of it is paid */
  firstCapitalCents: bigint | null;
  firstPaidCents: bigint | null;
  isHouse: boolean;
}

/**
 * Her pre-reservations whose initial fee is not paid yet: those still held (pre-reserved, reserved), and those
 * bought since `since` whose product's first due still owes capital. Another adviser's never: the query is hers.
 */
export async function pendingPrereservations(
  db: Executor,
  adviserUserId: number,
  since: string,
): Promise<PendingRow[]> {
  const rows = rowsOf<{
    id: string | number;
    state: string;
    kind: string;
    product_code: string | null;
    description: string;
    customer_name: string;
    price_cents: string;
    currency: string;
    plan: unknown;
    first_capital: string | null;
    first_paid: string | null;
    is_house: boolean | null;
  }>(
    await db.execute(sql`
      select p.id, p.state, p.kind, p.product_code, p.description, p.customer_name, p.price_cents::text as price_cents,
             p.currency, p.plan, i.capital_cents::text as first_capital, i.paid_capital_cents::text as first_paid,
             (pr.kind = 'houses') as is_house
      from prereservations p
      left join lots l on l.id = p.lot_id
      left join projects pr on pr.id = l.project_id
      left join sales s on s.id = p.sale_id
      left join instalments i on i.product_id = s.product_id and i.number = 1
      where p.adviser_user_id = ${adviserUserId}
        and (p.state in ('prereserved', 'reserved')
          or (p.state = 'purchased' and s.reverted_on is null and s.sold_on >= ${since}::date
              and i.paid_capital_cents < i.capital_cents))
      order by p.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    state: r.state,
    kind: r.kind,
    productCode: r.product_code,
    description: r.description,
    customerName: r.customer_name,
    priceCents: BigInt(r.price_cents),
    currency: r.currency,
    plan: typeof r.plan === 'string' ? JSON.parse(r.plan) : r.plan,
    firstCapitalCents: r.first_capital === null ? null : BigInt(r.first_capital),
    firstPaidCents: r.first_paid === null ? null : BigInt(r.first_paid),
    isHouse: r.is_house === true,
  }));
}

/** Her race points earned before a day, and those of each day from it to another (cents; days 1-based). */
export async function racePointsByDay(
  db: Executor,
  input: { raceId: string; adviserUserId: number; from: string; to: string },
): Promise<{ beforeCents: bigint; byDay: { day: number; cents: bigint }[] }> {
  const rows = rowsOf<{ day: number | null; points: string }>(
    await db.execute(sql`
      select case when occurred_on < ${input.from}::date then null else extract(day from occurred_on)::int end as day,
             sum(points_cents)::text as points
      from race_events
      where race_id = ${input.raceId} and adviser_user_id = ${input.adviserUserId} and occurred_on <= ${input.to}::date
      group by 1`),
  );
  const before = rows.find((r) => r.day === null);
  return {
    beforeCents: before ? BigInt(before.points) : 0n,
    byDay: rows.filter((r) => r.day !== null).map((r) => ({ day: Number(r.day), cents: BigInt(r.points) })),
  };
}

/** The price of her sales of each day between two dates (the best-seller bonus counts them; reversed ones not). */
export async function salesByDay(
  db: Executor,
  input: { adviserUserId: number; from: string; to: string },
): Promise<{ day: number; cents: bigint }[]> {
  const rows = rowsOf<{ day: number; amount: string }>(
    await db.execute(sql`
      select extract(day from sold_on)::int as day, sum(price_cents)::text as amount from sales
      where adviser_user_id = ${input.adviserUserId} and sold_on between ${input.from}::date and ${input.to}::date
        and reverted_on is null
      group by 1`),
  );
  return rows.map((r) => ({ day: Number(r.day), cents: BigInt(r.amount) }));
}

/** The prices of her sales between two dates, reversed ones left out. */
export async function ownSalePrices(
  db: Executor,
  input: { adviserUserId: number; from: string; to: string },
): Promise<bigint[]> {
  const rows = rowsOf<{ price: string }>(
    await db.execute(sql`
      select price_cents::text as price from sales
      where adviser_user_id = ${input.adviserUserId} and sold_on between ${input.from}::date and ${input.to}::date
        and reverted_on is null`),
  );
  return rows.map((r) => BigInt(r.price));
}

/** The median price of every adviser's sales between two dates (the lower middle, as the domain's medianCents). */
export async function marketMedianPrice(db: Executor, from: string, to: string): Promise<bigint | null> {
  const [row] = rowsOf<{ median: string | null }>(
    await db.execute(sql`
      select (percentile_disc(0.5) within group (order by price_cents))::text as median from sales
      where sold_on between ${from}::date and ${to}::date and reverted_on is null`),
  );
  return row?.median ? BigInt(row.median) : null;
}
