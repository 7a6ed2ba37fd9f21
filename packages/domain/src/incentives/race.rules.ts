import { DEFAULT_TERM_MONTHS } from '../plans/plan-config.ts';
import {
  CASH_SALE_INITIAL_PERCENT,
  CASH_SALE_INSTALMENTS_COUNTED,
  RACE_MONTHS,
  RACE_SALES_AFTER_GRACE,
  RACE_TOP,
} from './incentives-config.ts';

/**
 * The travel race of spec §9: two races a year (January–June, July–December), 1 point per dollar
 * of capital paid on the adviser's sales, a cash sale counted as 10% initial plus two instalments,
 * one month without sales forgiven once if the next month has two. Points are kept in cents so that
 * adding payments is exact and never depends on their order; they are shown as whole dollars.
 */

export interface Race {
  /** "2026-S2" */
  id: string;
  /** first and last day, YYYY-MM-DD */
  from: string;
  to: string;
  /** its six months, YYYY-MM */
  months: string[];
}

const RACE_ID = /^(\d{4})-S([12])$/;
const two = (n: number) => String(n).padStart(2, '0');

function raceOfHalf(year: number, half: 1 | 2): Race {
  const firstMonth = half === 1 ? 1 : 7;
  const months = Array.from({ length: RACE_MONTHS }, (_, i) => `${year}-${two(firstMonth + i)}`);
  return {
    id: `${year}-S${half}`,
    from: `${year}-${two(firstMonth)}-01`,
    to: half === 1 ? `${year}-06-30` : `${year}-12-31`,
    months,
  };
}

/** The race a La Paz date (YYYY-MM-DD) belongs to. */
export function raceOfDate(date: string): Race {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return raceOfHalf(year, month <= RACE_MONTHS ? 1 : 2);
}

/** The race named by its id, or null for an id that is not one. */
export function raceById(id: string): Race | null {
  const m = RACE_ID.exec(id);
  if (!m) return null;
  return raceOfHalf(Number(m[1]), m[2] === '1' ? 1 : 2);
}

/** Points (in cents) of a cash sale: the initial share plus the capital of the first instalments of the default plan. */
export function cashSalePointsCents(priceCents: bigint): bigint {
  const initial = (priceCents * BigInt(CASH_SALE_INITIAL_PERCENT)) / 100n;
  const instalment = (priceCents - initial) / BigInt(DEFAULT_TERM_MONTHS);
  return initial + instalment * BigInt(CASH_SALE_INSTALMENTS_COUNTED);
}

/** What earns race points: a cash sale made in the race, or capital paid in the race on a credit sale. */
export type RaceEvent =
  | { kind: 'cash_sale'; saleId: number; on: string; priceCents: bigint }
  | { kind: 'capital_paid'; saleId: number; on: string; capitalCents: bigint };

/** The points an event brings to the race it falls in. */
export function eventPointsCents(event: RaceEvent): bigint {
  return event.kind === 'cash_sale' ? cashSalePointsCents(event.priceCents) : event.capitalCents;
}

/** An adviser's points in a race: the sum over the events inside it. */
export function racePointsCents(race: Race, events: readonly RaceEvent[]): bigint {
  let total = 0n;
  for (const event of events) if (event.on >= race.from && event.on <= race.to) total += eventPointsCents(event);
  return total;
}

/** Whole points, as shown: 1 point per full dollar. */
export function wholePoints(cents: bigint): number {
  return Number(cents / 100n);
}

export type RaceQualification =
  | { state: 'in' }
  | { state: 'grace'; month: string }
  | { state: 'out'; reason: 'month_without_sales' | 'grace_not_met'; month: string };

/**
 * The monthly-sales rule. Only months that have ended are judged (the month in progress may still
 * bring sales), except that the month after a grace month is met as soon as it has two sales.
 * Months before the adviser joined do not count. A grace month that is the race's last has no next
 * month to require anything of (docs/decisions/0009).
 */
export function raceQualification(input: {
  race: Race;
  /** sales per month of the race, same order as race.months */
  salesByMonth: readonly number[];
  /** the current La Paz month, YYYY-MM */
  currentMonth: string;
  /** the month the adviser joined, YYYY-MM */
  joinedMonth: string;
}): RaceQualification {
  const { race, salesByMonth, currentMonth, joinedMonth } = input;
  let graceMonth: string | null = null;
  for (const [index, month] of race.months.entries()) {
    if (month < joinedMonth) continue;
    if (month > currentMonth) break;
    const sales = salesByMonth[index] ?? 0;
    const ended = month < currentMonth;
    const previous = race.months[index - 1];
    if (graceMonth !== null && graceMonth === previous) {
      if (sales >= RACE_SALES_AFTER_GRACE) continue;
      if (ended) return { state: 'out', reason: 'grace_not_met', month };
      return { state: 'grace', month: graceMonth };
    }
    if (sales > 0 || !ended) continue;
    if (graceMonth !== null) return { state: 'out', reason: 'month_without_sales', month };
    graceMonth = month;
  }
  return { state: 'in' };
}

export type AdviserStatus = 'active' | 'inactive' | 'blocked' | 'ethics';

/** Spec §6: a bonus is lost while the adviser code is inactive, blocked or in an ethics process. */
export function bonusLostBy(status: AdviserStatus): Exclude<AdviserStatus, 'active'> | null {
  return status === 'active' ? null : status;
}

export interface RaceEntry {
  adviserId: number;
  code: string;
  pointsCents: bigint;
  sales: number;
  /** YYYY-MM-DD: earlier joiners win a tie */
  joinedOn: string;
}

/**
 * The race's order: more points first; on a tie, more sales, then the longer-standing adviser,
 * then the code. Never the order in which payments arrived.
 */
export function compareRaceEntries(a: RaceEntry, b: RaceEntry): number {
  if (a.pointsCents !== b.pointsCents) return a.pointsCents > b.pointsCents ? -1 : 1;
  if (a.sales !== b.sales) return b.sales - a.sales;
  if (a.joinedOn !== b.joinedOn) return a.joinedOn < b.joinedOn ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** The top of the race among those who keep it, in order, with positions from 1. */
export function raceTop<T extends RaceEntry>(eligible: readonly T[]): (T & { position: number })[] {
  return [...eligible]
    .sort(compareRaceEntries)
    .slice(0, RACE_TOP)
    .map((entry, i) => ({ ...entry, position: i + 1 }));
}

/**
 * How far an adviser is from the top, in the whole points the page shows: nothing inside it or while
 * it is not full, otherwise one point more than the gap to its last place.
 */
export function distanceToCutoffPoints(input: {
  ownPoints: number;
  insideTop: boolean;
  topSize: number;
  cutoffPoints: number;
}): number {
  if (input.insideTop || input.topSize < RACE_TOP) return 0;
  return Math.max(input.cutoffPoints - input.ownPoints, 0) + 1;
}
