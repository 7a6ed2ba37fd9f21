import { COMPANIES_WITHOUT_QR, DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../config.ts';

/** Spec §6/§9: a product can be paid by QR when QR payments are on and its company accepts them. */
export function qrAccepted(companyId: number, flags: FeatureFlags = DEFAULT_FEATURE_FLAGS): boolean {
  return flags.qrPayments && !COMPANIES_WITHOUT_QR.includes(companyId);
}
