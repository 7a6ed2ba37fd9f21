import { describe, expect, it } from 'vitest';
import { discountedPrice, travelLandDiscountOn } from './travel-land-discount.rules.ts';

describe('the season pass’s travel and land discount (spec §9: 20% for 3 years)', () => {
  it('holds from the day the pass was bought to the day before its third anniversary', () => {
    expect(travelLandDiscountOn(['2026-05-27'], '2026-05-27')).toEqual({ percent: 20, until: '2029-05-26' });
    expect(travelLandDiscountOn(['2026-05-27'], '2029-05-26')).toEqual({ percent: 20, until: '2029-05-26' });
    expect(travelLandDiscountOn(['2026-05-27'], '2029-05-27')).toBeNull();
    expect(travelLandDiscountOn(['2026-05-27'], '2026-05-26')).toBeNull();
  });

  it('is nobody’s without a season pass, and a newer pass carries it further', () => {
    expect(travelLandDiscountOn([], '2026-05-27')).toBeNull();
    expect(travelLandDiscountOn(['2023-01-10', '2025-02-01'], '2026-05-27')).toEqual({
      percent: 20,
      until: '2028-01-31',
    });
  });

  it('takes 20% off the list price as its own line, to the cent', () => {
    expect(discountedPrice(1_000_000n, { percent: 20, until: '2029-05-26' })).toEqual({
      listCents: 1_000_000n,
      discount: { percent: 20, until: '2029-05-26', cents: 200_000n },
      priceCents: 800_000n,
    });
    expect(discountedPrice(1_234_567n, { percent: 20, until: '2029-05-26' }).priceCents).toBe(987_654n);
    expect(discountedPrice(1_000_000n, null)).toEqual({
      listCents: 1_000_000n,
      discount: null,
      priceCents: 1_000_000n,
    });
  });
});
