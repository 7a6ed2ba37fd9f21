import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_OFFERS } from '../catalogue/catalogue-config.ts';
import { benefitsOf } from './membership-benefits.ts';

describe('what each membership includes', () => {
  it('lists at least two benefits for every membership offered, the accreditation card for those of the parks', () => {
    for (const offer of MEMBERSHIP_OFFERS) {
      expect(benefitsOf(offer.code).length, offer.code).toBeGreaterThanOrEqual(2);
      if (offer.page === 'membresias') expect(benefitsOf(offer.code), offer.code).toContain('card');
    }
  });

  it('names the beneficiaries of the corporate ones, and none for a code it does not know', () => {
    expect(benefitsOf('KCORP-5')).toContain('family');
    expect(benefitsOf('KCORP-E')).toContain('company');
    expect(benefitsOf('NUEVA')).toEqual([]);
  });
});
