import {
  MEMBERSHIP_OFFERS,
  type MembershipCode,
  RESORT_MEMBERSHIP_CODES,
  TWO_FOR_ONE,
} from '../catalogue/catalogue-config.ts';
import type { FeatureFlags } from '../configuration/feature-flag-config.ts';
import type { PaymentKind } from '../prereservations/plan-choice.wire.ts';
import type { MembershipPage } from './membership-config.ts';

export type MembershipOffer = (typeof MEMBERSHIP_OFFERS)[number];

export function offerOf(code: string): MembershipOffer | null {
  return MEMBERSHIP_OFFERS.find((offer) => offer.code === code) ?? null;
}

/** Spec §2: the international membership's page exists only while its flag is on. */
export function pageEnabled(page: MembershipPage, flags: Pick<FeatureFlags, 'internationalMembership'>): boolean {
  return page !== 'internacional' || flags.internationalMembership;
}

type SaleFlags = Pick<FeatureFlags, 'internationalMembership' | 'resortMembershipPurchase'>;

/** Whether an offer may be simulated and pre-reserved now: its page is on, and a resort one only while resorts sell. */
export function offerForSale(offer: MembershipOffer, flags: SaleFlags): boolean {
  if (!pageEnabled(offer.page, flags)) return false;
  return flags.resortMembershipPurchase || !RESORT_MEMBERSHIP_CODES.includes(offer.code);
}

/** The offers a page lists: those for sale now. */
export function offersOn(page: MembershipPage, flags: SaleFlags): MembershipOffer[] {
  return MEMBERSHIP_OFFERS.filter((offer) => offer.page === page && offerForSale(offer, flags));
}

/** The beneficiary counts a corporate offer takes (spec §5: family 5–12, corporation 5–999); null for the others. */
export function beneficiaryRange(offer: MembershipOffer): { min: number; max: number } | null {
  return 'beneficiaries' in offer ? offer.beneficiaries : null;
}

/** The value of an offer: its price, per beneficiary for a corporate one. */
export function offerValueCents(offer: MembershipOffer, beneficiaries: number): bigint {
  return beneficiaryRange(offer) ? offer.priceCents * BigInt(beneficiaries) : offer.priceCents;
}

/** Whether a count of beneficiaries is what the offer takes: none for a personal one, within range for a corporate one. */
export function beneficiaryCountFits(offer: MembershipOffer, count: number): boolean {
  const range = beneficiaryRange(offer);
  return range ? count >= range.min && count <= range.max : count === 0;
}

/** The two-for-one promotion (our rules, config TWO_FOR_ONE): its codes, in cash, on its days. */
export function twoForOneApplies(code: MembershipCode, paymentKind: PaymentKind, today: string): boolean {
  return (
    TWO_FOR_ONE.codes.includes(code) &&
    (!TWO_FOR_ONE.cashOnly || paymentKind === 'cash') &&
    today >= TWO_FOR_ONE.from &&
    today <= TWO_FOR_ONE.to
  );
}
