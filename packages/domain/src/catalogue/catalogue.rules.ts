import { simulatePlan } from '../plans/plan.rules.ts';
import { DEFAULT_INITIAL_PERCENT, DEFAULT_TERM_MONTHS, PLAN_MONTHLY_RATE_BP } from '../plans/plan-config.ts';
import type { PrereservationState } from '../prereservations/prereservation.rules.ts';
import { HOUSE_TERMS } from './catalogue-config.ts';

/** Spec §4 map lot states, and what a lot is held by meanwhile. */
export type LotState = 'free' | 'held' | 'sold';
/**
 * What the map draws (spec §4: free, sold, not filtered); a held lot is not for sale either. `propio` is a
 * lot the caller's own pending pre-reservation holds (shown as such, docs/decisions/0033).
 */
export type MapLotState = 'libre' | 'vendido' | 'no_filtrado' | 'propio';

/** The states in the order the legend lists them. */
export const MAP_LOT_STATES: readonly MapLotState[] = ['libre', 'propio', 'vendido', 'no_filtrado'];

/** The pre-reservation states that still hold a lot for the adviser who made it (not yet a purchase). */
export const OWN_HOLDING_STATES = ['prereserved', 'reserved'] as const satisfies readonly PrereservationState[];

export interface LotFeatures {
  areaM2: number;
  priceCents: bigint;
  corner: boolean;
  facesAvenue: boolean;
}

/** The features map's filter (spec §2 /mapa/proyecto_caracteristicas): every bound is optional. */
export interface LotFeatureFilter {
  areaMin?: number | undefined;
  areaMax?: number | undefined;
  priceMinCents?: bigint | undefined;
  priceMaxCents?: bigint | undefined;
  corner?: boolean | undefined;
  facesAvenue?: boolean | undefined;
}

export function matchesFeatures(lot: LotFeatures, filter: LotFeatureFilter): boolean {
  if (filter.areaMin !== undefined && lot.areaM2 < filter.areaMin) return false;
  if (filter.areaMax !== undefined && lot.areaM2 > filter.areaMax) return false;
  if (filter.priceMinCents !== undefined && lot.priceCents < filter.priceMinCents) return false;
  if (filter.priceMaxCents !== undefined && lot.priceCents > filter.priceMaxCents) return false;
  if (filter.corner !== undefined && lot.corner !== filter.corner) return false;
  if (filter.facesAvenue !== undefined && lot.facesAvenue !== filter.facesAvenue) return false;
  return true;
}

/**
 * The colour of a lot on the map: sold (or held) whatever the filter, unless the caller's own pre-reservation
 * holds it; free lots the filter leaves out are "not filtered".
 */
export function mapState(state: LotState, matches: boolean, own = false): MapLotState {
  if (state !== 'free') return own ? 'propio' : 'vendido';
  return matches ? 'libre' : 'no_filtrado';
}

export interface HousePlan {
  /** 3% of the price: may be split, its balance paid within 7 days */
  initialCents: bigint;
  initialBalanceDueDays: number;
  /** 7% of the price financed directly by the group, in 5 monthly instalments */
  directFinancingCents: bigint;
  directInstalmentCents: bigint[];
  /** the other 90%: what a bank (or the buyer) finances */
  remainingCents: bigint;
}

/**
 * Spec §9 house terms, read as a 10% down payment: a 3% initial that may be split (its balance within
 * 7 days) and 7% financed directly by the group in 5 monthly instalments whose cents add up exactly
 * (the last takes the rest); the remaining 90% is the bank's (docs/decisions/0012).
 */
export function housePlan(priceCents: bigint): HousePlan {
  const initialCents = (priceCents * BigInt(HOUSE_TERMS.initialPercent)) / 100n;
  const directFinancingCents = (priceCents * BigInt(HOUSE_TERMS.directFinancingPercent)) / 100n;
  const n = HOUSE_TERMS.directFinancingInstalments;
  const each = directFinancingCents / BigInt(n);
  const directInstalmentCents = Array.from({ length: n }, (_, i) =>
    i === n - 1 ? directFinancingCents - each * BigInt(n - 1) : each,
  );
  return {
    initialCents,
    initialBalanceDueDays: HOUSE_TERMS.balanceDays,
    directFinancingCents,
    directInstalmentCents,
    remainingCents: priceCents - initialCents - directFinancingCents,
  };
}

/** What a project sells (spec §2): lots, or houses with their own terms (spec §9). */
export type ProjectKind = 'lots' | 'houses';

/**
 * The fees a price starts at: a lot's default plan (spec §9: 10% initial, the monthly fee of 48 months),
 * or a house's terms (the 3% initial, and one of the five monthly instalments of the 7%).
 */
export function feesOf(priceCents: bigint, kind: ProjectKind = 'lots'): { initialCents: bigint; monthlyCents: bigint } {
  if (kind === 'houses') {
    const plan = housePlan(priceCents);
    return { initialCents: plan.initialCents, monthlyCents: plan.directInstalmentCents[0] ?? 0n };
  }
  const initialCents = (priceCents * BigInt(DEFAULT_INITIAL_PERCENT)) / 100n;
  const plan = simulatePlan({
    valueCents: priceCents,
    initialCents,
    termMonths: DEFAULT_TERM_MONTHS,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
  });
  return { initialCents, monthlyCents: plan.monthlyFeeCents };
}

/** Prices beyond this (a hundred million dollars) are no lot's. */
const PRICE_CEILING_CENTS = 10_000_000_000n;

/**
 * The highest price whose fees stay within the asked bounds. Both fees grow with the price, so "a
 * project whose cheapest free lot starts at most at these fees" is "its lowest free price is at most
 * this price"; a binary search over the same feesOf() the list shows keeps the two exactly in step.
 */
export function maxPriceForFees(
  initialMaxCents?: bigint,
  monthlyMaxCents?: bigint,
  kind: ProjectKind = 'lots',
): bigint | undefined {
  if (initialMaxCents === undefined && monthlyMaxCents === undefined) return undefined;
  const within = (price: bigint) => {
    const fees = feesOf(price, kind);
    return (
      (initialMaxCents === undefined || fees.initialCents <= initialMaxCents) &&
      (monthlyMaxCents === undefined || fees.monthlyCents <= monthlyMaxCents)
    );
  };
  if (!within(0n)) return -1n;
  let low = 0n;
  let high = PRICE_CEILING_CENTS;
  if (within(high)) return high;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (within(middle)) low = middle;
    else high = middle;
  }
  return low;
}
