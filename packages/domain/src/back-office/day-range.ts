import { addDaysToDate } from '../time.ts';
import { BACK_OFFICE_DEFAULT_RANGE_DAYS, BACK_OFFICE_MAX_RANGE_DAYS } from './back-office-config.ts';

/** The La Paz days a summary of the console covers, both included. */
export type DayRange = { from: string; to: string };

/**
 * The days a summary by day covers (payments beside the ledger, sales by adviser and project): what was asked,
 * else the last 30 days up to `today`. Answers the message key of what is wrong instead when the range is
 * reversed or longer than a month: summed on the fly, a month is what answers within the console's 200 ms at a
 * million payments a year (docs/decisions/0040); a longer look is a CSV export per month.
 */
export function dayRangeOf(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): DayRange | { error: 'staff.rangeReversed' | 'staff.rangeTooLong' } {
  const to =
    asked.to ?? (asked.from ? minDay(addDaysToDate(asked.from, BACK_OFFICE_DEFAULT_RANGE_DAYS - 1), today) : today);
  const from = asked.from ?? addDaysToDate(to, -(BACK_OFFICE_DEFAULT_RANGE_DAYS - 1));
  if (from > to) return { error: 'staff.rangeReversed' };
  if (addDaysToDate(from, BACK_OFFICE_MAX_RANGE_DAYS - 1) < to) return { error: 'staff.rangeTooLong' };
  return { from, to };
}

const minDay = (a: string, b: string) => (a < b ? a : b);
