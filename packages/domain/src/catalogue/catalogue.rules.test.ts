import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feesOf, housePlan, mapState, matchesFeatures, maxPriceForFees } from './catalogue.rules.ts';

const lot = { areaM2: 300, priceCents: 1_000_000n, corner: true, facesAvenue: false };

describe('the lot map (spec §2, §4)', () => {
  it('filters by features with inclusive bounds', () => {
    expect(matchesFeatures(lot, {})).toBe(true);
    expect(matchesFeatures(lot, { areaMin: 300, areaMax: 300 })).toBe(true);
    expect(matchesFeatures(lot, { areaMin: 300.01 })).toBe(false);
    expect(matchesFeatures(lot, { priceMaxCents: 999_999n })).toBe(false);
    expect(matchesFeatures(lot, { priceMinCents: 1_000_000n, corner: true })).toBe(true);
    expect(matchesFeatures(lot, { facesAvenue: true })).toBe(false);
  });

  it('colours a taken lot sold whatever the filter, and a free lot the filter leaves out "not filtered"', () => {
    expect(mapState('free', true)).toBe('libre');
    expect(mapState('free', false)).toBe('no_filtrado');
    expect(mapState('held', true)).toBe('vendido');
    expect(mapState('sold', false)).toBe('vendido');
    // The caller's own pre-reservation: told apart from anyone else's, whatever the filter.
    expect(mapState('held', false, true)).toBe('propio');
    expect(mapState('free', true, true)).toBe('libre');
  });
});

describe('house terms (spec §9)', () => {
  it('splits 3% initial, 7% in five instalments and leaves 90% to the bank', () => {
    const plan = housePlan(12_000_000n);
    expect(plan.initialCents).toBe(360_000n);
    expect(plan.initialBalanceDueDays).toBe(7);
    expect(plan.directFinancingCents).toBe(840_000n);
    expect(plan.directInstalmentCents).toEqual([168_000n, 168_000n, 168_000n, 168_000n, 168_000n]);
    expect(plan.remainingCents).toBe(10_800_000n);
  });

  it('never loses or invents a cent, whatever the price', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_000n }), (price) => {
        const plan = housePlan(price);
        const instalments = plan.directInstalmentCents.reduce((a, b) => a + b, 0n);
        expect(instalments).toBe(plan.directFinancingCents);
        expect(plan.directInstalmentCents).toHaveLength(5);
        expect(plan.initialCents + plan.directFinancingCents + plan.remainingCents).toBe(price);
      }),
    );
  });
});

describe('fee filters of the project list (spec §2)', () => {
  it('starts a house at its own terms: the 3% initial and one of the five instalments of the 7%', () => {
    expect(feesOf(12_000_000n, 'houses')).toEqual({ initialCents: 360_000n, monthlyCents: 168_000n });
    // 3% of 12 000 033 cents is 360 000 cents (floored); a house up to that price passes a bound of 3 600.00
    expect(maxPriceForFees(360_000n, undefined, 'houses')).toBe(12_000_033n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000_000n, max: 1_000_000_000n }), (price) => {
        const fees = feesOf(price, 'houses');
        expect(maxPriceForFees(fees.initialCents, fees.monthlyCents, 'houses')! >= price).toBe(true);
        expect(maxPriceForFees(undefined, fees.monthlyCents - 1n, 'houses')! < price).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('starts at the default 10% initial and a 48-month monthly fee', () => {
    const fees = feesOf(1_000_000n);
    expect(fees.initialCents).toBe(100_000n);
    expect(fees.monthlyCents).toBeGreaterThan(900_000n / 48n);
  });

  it('turns a fee bound into the highest price whose fees stay within it', () => {
    expect(maxPriceForFees()).toBeUndefined();
    // 10% of 1 000 009 cents is still 100 000 cents (floored); a cent more is not.
    expect(maxPriceForFees(100_000n)).toBe(1_000_009n);
    fc.assert(
      fc.property(fc.bigInt({ min: 100_000n, max: 1_000_000_000n }), (price) => {
        const fees = feesOf(price);
        // a project starting at this price passes a bound equal to its own fees…
        expect(maxPriceForFees(fees.initialCents, fees.monthlyCents)! >= price).toBe(true);
        // …and fails a bound a cent lower
        expect(maxPriceForFees(undefined, fees.monthlyCents - 1n)! < price).toBe(true);
        expect(maxPriceForFees(fees.initialCents - 1n)! < price).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
