import type { FeatureFlags } from '../configuration/feature-flag-config.ts';
import { COMPANIES_WITHOUT_QR } from './payment-config.ts';

/** Spec §6/§9: a product can be paid by QR when QR payments are on and its company accepts them. */
export function qrAccepted(
  companyId: number,
  flags: Pick<FeatureFlags, 'qrPayments'>,
  companiesWithoutQr: readonly number[] = COMPANIES_WITHOUT_QR,
): boolean {
  return flags.qrPayments && !companiesWithoutQr.includes(companyId);
}

/** Why a product may not be paid by QR, or null: the flag off says so, before the company's own refusal. */
export function qrRefusal(
  companyId: number,
  flags: Pick<FeatureFlags, 'qrPayments'>,
  companiesWithoutQr: readonly number[] = COMPANIES_WITHOUT_QR,
) {
  if (!flags.qrPayments) return 'payments.qrOff' as const;
  return qrAccepted(companyId, flags, companiesWithoutQr) ? null : ('payments.qrNotAccepted' as const);
}
