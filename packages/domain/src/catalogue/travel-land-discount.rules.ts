import { landDiscountUntil } from '../benefits/benefit.rules.ts';
import { TRAVEL_LAND_DISCOUNT_PERCENT } from '../benefits/benefit-config.ts';

/*
 * Spec §9 lists among a season pass's benefits "travel/land discount for 3 years: 20%" (docs/decisions/0024):
 * a person who bought a season pass pays 20% less for land (a lot) and for travel (a membership of the travel
 * project) for three years from that purchase.
 */

export interface TravelLandDiscount {
  percent: number;
  /** its last day, La Paz */
  until: string;
}

/**
 * The discount a person holds on `today`, from the days their season passes were bought (La Paz dates): the
 * one of the latest pass still within its 3 years, or none.
 */
export function travelLandDiscountOn(passesBoughtOn: readonly string[], today: string): TravelLandDiscount | null {
  const until = passesBoughtOn
    .filter((bought) => bought <= today)
    .map(landDiscountUntil)
    .filter((last) => last >= today)
    .sort()
    .at(-1);
  return until === undefined ? null : { percent: TRAVEL_LAND_DISCOUNT_PERCENT, until };
}

export interface DiscountedPrice {
  listCents: bigint;
  /** the discount taken off the list price, as its own line; null when none applies */
  discount: (TravelLandDiscount & { cents: bigint }) | null;
  priceCents: bigint;
}

/** A list price with the discount taken off (rounded to the cent, half up), or as it is without one. */
export function discountedPrice(listCents: bigint, discount: TravelLandDiscount | null): DiscountedPrice {
  if (!discount) return { listCents, discount: null, priceCents: listCents };
  const cents = (listCents * BigInt(discount.percent) + 50n) / 100n;
  return { listCents, discount: { ...discount, cents }, priceCents: listCents - cents };
}
