import type { MembershipCode } from '../catalogue/catalogue-config.ts';

/**
 * What a membership includes, as its offer lists it (docs/decisions/0047). Each benefit is one the portal
 * already gives a holder (docs/decisions/0013, 0015, 0016, 0024): the accreditation card at the parks' gates,
 * the partner hotel's nights, the RCI travel affiliation once enough is paid, the beneficiaries of a corporate
 * membership, travel within Bolivia or abroad. The spec lists no benefit per membership: the tiers' own
 * extras are the business's to add here, one line each, in the three catalogues.
 */
export const MEMBERSHIP_BENEFIT_KEYS = [
  'parks',
  'card',
  'hotel',
  'rci',
  'family',
  'company',
  'travelBolivia',
  'travelAbroad',
  'subscription',
] as const;
export type MembershipBenefit = (typeof MEMBERSHIP_BENEFIT_KEYS)[number];

const PARK_MEMBERSHIP: readonly MembershipBenefit[] = ['parks', 'card', 'hotel', 'rci'];

/**
 * Also what a purchase leaves (products/purchase-leaves.rules.ts): 'parks' brings park passes and a spa coupon,
 * 'hotel' the hotel's nights, 'card' the accreditation card. What an offer promises is what its buyer gets.
 */
export const MEMBERSHIP_BENEFITS: Record<MembershipCode, readonly MembershipBenefit[]> = {
  PLATINO: PARK_MEMBERSHIP,
  RESORT: PARK_MEMBERSHIP,
  RESORTPLUS: PARK_MEMBERSHIP,
  RST: ['parks', 'card', 'hotel'],
  'KCORP-5': ['family', 'parks', 'card', 'hotel'],
  'KCORP-E': ['company', 'parks', 'card', 'hotel'],
  KTRB10: ['travelBolivia', 'card', 'hotel', 'rci'],
  INTL: ['travelAbroad', 'subscription', 'card', 'hotel', 'rci'],
};

/** The benefits of an offer by its code; none for a code this list does not know (an offer added later). */
export const benefitsOf = (code: string): readonly MembershipBenefit[] =>
  Object.hasOwn(MEMBERSHIP_BENEFITS, code) ? MEMBERSHIP_BENEFITS[code as MembershipCode] : [];
