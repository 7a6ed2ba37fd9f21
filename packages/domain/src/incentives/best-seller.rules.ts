import { BEST_SELLER_BONUS_CENTS, BEST_SELLER_CYCLES, BEST_SELLER_TOP } from './incentives-config.ts';

/**
 * The best-seller bonus of spec §9: each month of a cycle, the 30 advisers who sold the most
 * (in dollars of product price) earn 300 dollars. A cycle may start or end inside a month: only
 * its days count.
 */

export interface BonusCycle {
  id: string;
  from: string;
  to: string;
}

export interface BonusMonth {
  /** YYYY-MM */
  month: string;
  /** first and last day of the month that belong to the cycle */
  from: string;
  to: string;
}

const two = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${two(days)}`;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${two(m + 1)}`;
}

export function cycleById(id: string, cycles: readonly BonusCycle[] = BEST_SELLER_CYCLES): BonusCycle | null {
  return cycles.find((cycle) => cycle.id === id) ?? null;
}

/** The cycle running on a date, else the last one that began before it, else the first. */
export function currentCycle(date: string, cycles: readonly BonusCycle[] = BEST_SELLER_CYCLES): BonusCycle {
  const started = cycles.filter((cycle) => cycle.from <= date);
  const chosen = started.find((cycle) => cycle.to >= date) ?? started[started.length - 1] ?? cycles[0];
  if (!chosen) throw new Error('no best-seller cycle is configured');
  return chosen;
}

/** The months of a cycle, each clipped to the cycle's days. */
export function cycleMonths(cycle: BonusCycle): BonusMonth[] {
  const months: BonusMonth[] = [];
  for (let month = cycle.from.slice(0, 7); month <= cycle.to.slice(0, 7); month = nextMonth(month)) {
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    // ISO dates compare as text: the later start and the earlier end.
    const [from, to] = [[first, cycle.from].sort()[1]!, [last, cycle.to].sort()[0]!];
    months.push({ month, from, to });
  }
  return months;
}

/** The month of a cycle to show on a date: the month in progress inside the cycle, else its last month. */
export function monthToShow(cycle: BonusCycle, today: string): BonusMonth {
  const months = cycleMonths(cycle);
  const current = months.find((m) => m.month === today.slice(0, 7));
  const shown = current ?? (today < cycle.from ? months[0] : months[months.length - 1]);
  if (!shown) throw new Error(`cycle ${cycle.id} has no months`);
  return shown;
}

export interface MonthSales {
  adviserId: number;
  code: string;
  sales: number;
  amountCents: bigint;
}

/** More sold first; then more sales; then the code. */
export function compareMonthSales(a: MonthSales, b: MonthSales): number {
  if (a.amountCents !== b.amountCents) return a.amountCents > b.amountCents ? -1 : 1;
  if (a.sales !== b.sales) return b.sales - a.sales;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** The bonus a position earns. */
export function bestSellerBonusCents(position: number | null): bigint {
  return position !== null && position >= 1 && position <= BEST_SELLER_TOP ? BEST_SELLER_BONUS_CENTS : 0n;
}
