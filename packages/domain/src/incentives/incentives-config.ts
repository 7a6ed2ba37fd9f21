/**
 * The advisers' incentives: the travel race, the best-seller bonus, the compensation plan and the training
 * courses, beside race.rules.ts and best-seller.rules.ts (docs/decisions/0056).
 */

/** Spec §9 travel race: top 40 of the semester, 1 point per dollar of capital paid, two races a year. */
export const RACE_TOP = 40;
export const RACE_MONTHS = 6;
/** Spec §9: a cash sale counts as this percentage initial plus this many instalments (of the default term). */
export const CASH_SALE_INITIAL_PERCENT = 10;
export const CASH_SALE_INSTALMENTS_COUNTED = 2;
/** Spec §9: the month after the one-time grace month needs at least this many sales. */
export const RACE_SALES_AFTER_GRACE = 2;

/** Spec §9 best-seller bonus: 300 dollars to the top 30 advisers of each month of a cycle. */
export const BEST_SELLER_BONUS_CENTS = 30_000n;
export const BEST_SELLER_TOP = 30;
/** Cycles of the best-seller bonus (inclusive La Paz dates); the first is the spec's, the others are configured alike. */
export const BEST_SELLER_CYCLES: readonly { id: string; from: string; to: string }[] = [
  { id: '2023-1', from: '2023-02-18', to: '2023-07-31' },
  { id: '2026-2', from: '2026-08-01', to: '2027-01-31' },
];

/**
 * The compensation plan (spec §2 /plan-compensacion; its figures are not in the spec): the business's
 * commission on each product kind and its share of the network's sales by generation. Configured here
 * (docs/decisions/0009) until the group's own figures replace them.
 */
export const COMPENSATION_PLAN = {
  directCommissionPercent: { lot: 8, house: 3, membership: 12, season_pass: 5 },
  networkSharePercentByGeneration: [2, 1, 0.5],
  /** an adviser earns network shares in a month with at least this many own sales */
  activeMonthSales: 1,
} as const;

/** The training courses (spec §2 /capacitacion, hidden from the menu): their titles live in the catalogue. */
export const TRAINING_MODULES = [
  { id: 'products', hours: 4 },
  { id: 'memberships', hours: 3 },
  { id: 'ethics', hours: 2 },
  { id: 'portal', hours: 1 },
] as const;

/**
 * The adviser's way to the top (docs/decisions/0065): her own sales make her "typical sale" once she has at least
 * this many in the race's period; with fewer, the median of every adviser's sales of the period stands in for it.
 */
export const TYPICAL_SALE_MIN_OWN_SALES = 3;
/**
 * An instance tells the open advisers' homes that the standings moved at most once in this many milliseconds: the
 * first change at once, the rest of a burst of payments folded into one more message at the end of the interval.
 */
export const STANDINGS_PUSH_INTERVAL_MS = 2_000;
