import { cashSalePointsCents } from './race.rules.ts';

/**
 * The adviser's way to the top (docs/decisions/0065): how far each cut-off is, in dollars and in typical sales, and
 * which of her pending pre-reservations close that distance with the fewest of them once their initial fee is paid.
 * Amounts in cents; the pages show whole dollars.
 */

/** The median of some amounts (the lower middle of an even count: a sale that happened), or null for none. */
export function medianCents(amounts: readonly bigint[]): bigint | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface TypicalSale {
  cents: bigint;
  /** her own sales of the period, or the market's (every adviser's) when she has too few */
  source: 'own' | 'market';
}

/** Her median sale when she has `minOwn` sales or more, else the market's median; null when nobody sold. */
export function typicalSale(own: readonly bigint[], market: readonly bigint[], minOwn: number): TypicalSale | null {
  const mine = own.length >= minOwn ? medianCents(own) : null;
  if (mine !== null && mine > 0n) return { cents: mine, source: 'own' };
  const theirs = medianCents(market);
  return theirs !== null && theirs > 0n ? { cents: theirs, source: 'market' } : null;
}

/** How many typical sales cover a distance (rounded up: half a sale is not made); null without a typical sale. */
export function typicalSalesToCover(distanceCents: bigint, typical: TypicalSale | null): number | null {
  if (distanceCents <= 0n) return 0;
  if (!typical) return null;
  return Number((distanceCents + typical.cents - 1n) / typical.cents);
}

/**
 * Dollars still needed to enter a top (in cents, whole dollars): nothing inside it; while the top is not full, one
 * dollar (any sale enters); else one dollar more than the gap to its last place, which passes it whatever the
 * tie-breaks say.
 */
export function distanceToEnterCents(input: {
  ownCents: bigint;
  insideTop: boolean;
  topFull: boolean;
  cutoffCents: bigint;
}): bigint {
  if (input.insideTop) return 0n;
  if (!input.topFull) return 100n;
  const gap = input.cutoffCents > input.ownCents ? input.cutoffCents - input.ownCents : 0n;
  return (gap / 100n + 1n) * 100n;
}

/** A pending pre-reservation as the rules see it: whether the sale is recorded yet, its plan and its first due. */
export interface PendingSale {
  id: number;
  /** purchased: the sale is recorded and its product waits for the initial fee; else only held */
  purchased: boolean;
  paymentKind: 'cash' | 'credit';
  priceCents: bigint;
  /** the capital of its first due still unpaid: the initial amount, a house's first part, or a cash price */
  initialFeeCents: bigint;
}

/**
 * What paying its initial fee would add (spec §9, docs/decisions/0009): to the race, the capital paid on credit, or
 * a cash sale's points (earned at the sale); to the month's best-seller bonus, the price of a sale not yet recorded.
 * A pre-reservation still held becomes its sale when the fee is paid, today.
 */
export function gainIfInitialPaid(sale: PendingSale): { raceCents: bigint; bonusCents: bigint } {
  if (sale.purchased) return { raceCents: sale.paymentKind === 'credit' ? sale.initialFeeCents : 0n, bonusCents: 0n };
  return {
    raceCents: sale.paymentKind === 'cash' ? cashSalePointsCents(sale.priceCents) : sale.initialFeeCents,
    bonusCents: sale.priceCents,
  };
}

/**
 * The fewest pre-reservations whose gains cover a distance: the largest gains first (the k largest sum the most of
 * any k), the lower id on a tie. `closes` false when all of them together fall short; then all that add anything.
 */
export function fewestToClose(
  gains: readonly { id: number; gainCents: bigint }[],
  distanceCents: bigint,
): { ids: number[]; closes: boolean } {
  if (distanceCents <= 0n) return { ids: [], closes: true };
  const order = gains
    .filter((g) => g.gainCents > 0n)
    .sort((a, b) => (a.gainCents === b.gainCents ? a.id - b.id : a.gainCents > b.gainCents ? -1 : 1));
  const ids: number[] = [];
  let sum = 0n;
  for (const gain of order) {
    ids.push(gain.id);
    sum += gain.gainCents;
    if (sum >= distanceCents) return { ids, closes: true };
  }
  return { ids, closes: false };
}

/**
 * A month as a running total by day: the amount at the start, then each day's earnings added, up to `lastDay`
 * (today, or the month's last day for a month that ended). Days are 1-based.
 */
export function cumulativeByDay(
  startCents: bigint,
  earned: readonly { day: number; cents: bigint }[],
  lastDay: number,
): bigint[] {
  const byDay = Array.from({ length: lastDay }, () => 0n);
  for (const e of earned) if (e.day >= 1 && e.day <= lastDay) byDay[e.day - 1]! += e.cents;
  let total = startCents;
  return byDay.map((cents) => {
    total += cents;
    return total;
  });
}
