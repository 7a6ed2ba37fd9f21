/**
 * Spec §9's flags and the values each deployment starts from (docs/decisions/0025, 0039): the defaults of the
 * flags the back office turns on and off. A file of its own, without zod, because the web's start-up bundle
 * reads them, and so that feature-flags.ts and its wire import it without importing each other
 * (docs/decisions/0056).
 */

export interface FeatureFlags {
  qrPayments: boolean;
  membershipUpgrade: boolean;
  internationalMembership: boolean;
  resortMembershipPurchase: boolean;
  ratingsShown: boolean;
  noveltyModal: boolean;
  benefitByCard: boolean;
  benefitByQr: boolean;
  invoiceDataEditable: boolean;
  cabinReservationInMenu: boolean;
  projectFilterVariant: boolean;
}

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  qrPayments: true,
  membershipUpgrade: true,
  internationalMembership: true,
  resortMembershipPurchase: false,
  ratingsShown: true,
  noveltyModal: false,
  benefitByCard: true,
  benefitByQr: false,
  invoiceDataEditable: true,
  cabinReservationInMenu: true,
  projectFilterVariant: true,
};
