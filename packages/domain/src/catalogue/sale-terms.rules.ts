import type { MessageKey } from '../i18n/catalogue.ts';

/**
 * How a project is configured to be sold (spec §8 "no configuration found", "no credit configuration
 * assigned"; docs/decisions/0028): on cash or credit (the usual), on cash only (no credit plan assigned), or
 * not configured yet (shown on the map, not simulated nor pre-reserved until the back office sets it up).
 */
export const SALE_TERMS = ['cash-and-credit', 'cash-only', 'unset'] as const;
export type SaleTerms = (typeof SALE_TERMS)[number];

export const isSaleTerms = (value: string): value is SaleTerms => (SALE_TERMS as readonly string[]).includes(value);

/** Why a lot of a project so configured cannot be simulated or pre-reserved this way; null when it can. */
export function saleTermsRefusal(terms: SaleTerms, paymentKind: 'cash' | 'credit'): MessageKey | null {
  if (terms === 'unset') return 'catalogue.noConfiguration';
  if (terms === 'cash-only' && paymentKind === 'credit') return 'catalogue.noCreditConfiguration';
  return null;
}

/** The wire's name of each configuration (lot detail's configuracionVenta). */
export const SALE_TERMS_WIRE = {
  'cash-and-credit': 'completa',
  'cash-only': 'contado',
  unset: 'sin_configuracion',
} as const satisfies Record<SaleTerms, string>;

/**
 * The same rule for what is not land (spec §8 "no configuration found"): a membership offer is configured as
 * its catalogue says (cash and credit unless it says otherwise); one no longer offered has no configuration.
 */
export function membershipSaleTerms(offer: { code: string; saleTerms?: SaleTerms } | null): SaleTerms {
  return offer ? (offer.saleTerms ?? 'cash-and-credit') : 'unset';
}

/** A season pass type is configured once it has prices; it is sold in cash only (spec §5: a price is chosen). */
export const seasonPassSaleTerms = (priceCount: number): SaleTerms => (priceCount > 0 ? 'cash-only' : 'unset');

/**
 * The configurations under which a project's lots can be sold at all (in cash at least), derived from the rule
 * above: what the catalogue sells is what the recovery calculator may offer, and nothing else.
 */
export const SALE_TERMS_FOR_SALE: readonly SaleTerms[] = SALE_TERMS.filter((t) => saleTermsRefusal(t, 'cash') === null);
