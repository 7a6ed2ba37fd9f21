import type { Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_COUNT_CAP, BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import { type DayRange, dayRangeOf } from '@vo/domain/back-office/day-range';
import { businessDateOf } from '@vo/domain/time';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../errors.ts';

/*
 * What the back office's lists and summaries share. One page of a back-office list (docs/decisions/0040): the rows of the page and how many there are,
 * counted only up to a cap. An exact count of a million payments reads the million; a count that stops at
 * 10 001 reads at most that many index entries, and the console says "10000+".
 */

/**
 * How many rows `matches` finds, stopping at `cap + 1`: a select of the list's matching rows (any column), to
 * which the limit is added here.
 */
export async function countUpTo(
  db: Executor,
  matches: { limit(n: number): SQLWrapper },
  cap = BACK_OFFICE_COUNT_CAP,
): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from (${matches.limit(cap + 1)}) as matches`),
  );
  return Number(row?.n ?? 0);
}

/** One page of a list (its wire is `pageWire`): `counted` as countUpTo answered it with the same cap. */
export function pageOf<Row>(rows: Row[], counted: number, page: number, cap = BACK_OFFICE_COUNT_CAP): Page<Row> {
  return {
    rows,
    total: Math.min(counted, cap),
    limited: counted > cap,
    page,
    pageSize: BACK_OFFICE_PAGE_SIZE,
  };
}

/** The days a summary covers (domain day-range.ts), or the refusal next to the first day's field. */
export function staffDayRange(asked: { from?: string | undefined; to?: string | undefined }, now: Date): DayRange {
  const range = dayRangeOf(asked, businessDateOf(now));
  if ('error' in range) throw new AppError(range.error, 1, {}, { campo: 'desde' });
  return range;
}
