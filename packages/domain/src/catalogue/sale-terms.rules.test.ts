import { describe, expect, it } from 'vitest';
import { membershipSaleTerms, SALE_TERMS_FOR_SALE, saleTermsRefusal, seasonPassSaleTerms } from './sale-terms.rules.ts';

describe('one rule of "no configuration found" for lots, memberships and season passes (spec §8)', () => {
  it('a membership offered is sold in cash or on credit; one no longer offered has no configuration', () => {
    expect(membershipSaleTerms({ code: 'PLATINO' })).toBe('cash-and-credit');
    expect(membershipSaleTerms({ code: 'X', saleTerms: 'cash-only' })).toBe('cash-only');
    expect(saleTermsRefusal(membershipSaleTerms(null), 'cash')).toBe('catalogue.noConfiguration');
  });

  it('a season pass type with prices is sold in cash only; without prices it is not configured', () => {
    expect(saleTermsRefusal(seasonPassSaleTerms(2), 'cash')).toBeNull();
    expect(saleTermsRefusal(seasonPassSaleTerms(2), 'credit')).toBe('catalogue.noCreditConfiguration');
    expect(saleTermsRefusal(seasonPassSaleTerms(0), 'cash')).toBe('catalogue.noConfiguration');
  });
});

describe('what can be sold at all', () => {
  it('is a project configured for cash, with or without credit', () => {
    expect(SALE_TERMS_FOR_SALE).toEqual(['cash-and-credit', 'cash-only']);
  });
});
