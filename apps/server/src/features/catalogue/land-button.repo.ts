import { isSaleTerms, type SaleTerms } from '@vo/domain/catalogue/sale-terms.rules';
import type { Limits } from '@vo/domain/configuration/settings';

/**
 * Spec §6: whether configuration keeps this person from the land button (pre-reserving, reserving or buying
 * lots). The list is a setting of the console's Configuration, with its history (docs/decisions/0039, 0046).
 */
export function isLandButtonRestricted(limits: Pick<Limits, 'landButtonRestricted'>, documentNumber: string): boolean {
  return limits.landButtonRestricted.includes(documentNumber);
}

/** A project's stored configuration; anything the code does not know reads as "not configured" (the safe side). */
export const saleTermsOf = (stored: string): SaleTerms => (isSaleTerms(stored) ? stored : 'unset');
