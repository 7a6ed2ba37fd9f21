import type { MessageKey } from '../i18n/catalogue.ts';
import { addCalendarMonths, addDaysToDate } from '../time.ts';
import { TRAVEL_BENEFIT_MIN_PAID_PERCENT, TRAVEL_LAND_DISCOUNT_YEARS } from './benefit-config.ts';

/** The card number printed on the card: the company and the product, so the desk can find it by eye. */
export const accreditationCardNumber = (companyId: number, productId: number) =>
  `AC-${companyId}-${String(productId).padStart(7, '0')}`;

/** The product a card number names (accreditationCardNumber read back), or null when it is no card number. */
export function productOfCardNumber(number: string): number | null {
  const match = /^AC-\d+-(\d{7,})$/.exec(number);
  return match ? Number(match[1]) : null;
}

/** Spec §4 card states. */
export type CardState = 'enabled' | 'not_enabled' | 'expired';

/**
 * The state of an accreditation card on `today` (La Paz): expired once the last day its fee covers has
 * passed; not enabled before any fee is paid, or while the membership has an instalment past due;
 * enabled otherwise.
 */
export function cardState(card: { validUntil: string | null; hasOverdue: boolean }, today: string): CardState {
  if (card.validUntil !== null && card.validUntil < today) return 'expired';
  if (card.validUntil === null || card.hasOverdue) return 'not_enabled';
  return 'enabled';
}

/**
 * The last day a new payment covers: `months` from the day after the current cover ends, or from today
 * when there is none or it has already ended (a renewal paid early loses no day).
 */
export function coverAfterPayment(currentLastDay: string | null, today: string, months: number): string {
  const start = currentLastDay !== null && currentLastDay >= today ? addDaysToDate(currentLastDay, 1) : today;
  return addDaysToDate(addCalendarMonths(start, months), -1);
}

/** The share of the price paid, in whole percent, rounded down (19.99% is not 20%). */
export function paidPercent(priceCents: bigint, paidCents: bigint): number {
  if (priceCents <= 0n) return 0;
  return Number((paidCents * 100n) / priceCents);
}

/**
 * Spec §6: the travel benefit needs the server-supplied paid percentage of the product and no instalment
 * past due. The reason when not (spec §8 dictionary), or null.
 */
export function travelBenefitRefusal(input: {
  paidPercent: number;
  hasOverdue: boolean;
  minPaidPercent?: number;
}): MessageKey | null {
  if (input.hasOverdue) return 'benefits.overdue';
  if (input.paidPercent < (input.minPaidPercent ?? TRAVEL_BENEFIT_MIN_PAID_PERCENT)) return 'benefits.belowPaidPercent';
  return null;
}

/** Spec §9: the travel and land discount lasts 3 years from the day the membership was bought (its last day). */
export function landDiscountUntil(boughtOn: string): string {
  return addDaysToDate(addCalendarMonths(boughtOn, TRAVEL_LAND_DISCOUNT_YEARS * 12), -1);
}
