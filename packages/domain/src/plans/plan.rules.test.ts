import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsToDate, planRefusal, simulatePlan, suggestedInitial } from './plan.rules.ts';

const base = { valueCents: 1_000_000n, termMonths: 48, monthlyRateBp: 80 };

describe('payment plan simulation (spec §5, §9)', () => {
  it('wants the initial amount above 10% of the value and below it', () => {
    expect(planRefusal({ ...base, initialCents: 100_000n })).toEqual({
      key: 'plan.initialTooLow',
      field: 'cuotaInicial',
    });
    expect(planRefusal({ ...base, initialCents: 100_001n })).toBeNull();
    expect(planRefusal({ ...base, initialCents: 999_999n })).toBeNull();
    expect(planRefusal({ ...base, initialCents: 1_000_000n })).toEqual({
      key: 'plan.initialTooHigh',
      field: 'cuotaInicial',
    });
  });

  it('offers terms of 12 to 120 months, and 120 only up to 20 000 financed', () => {
    expect(planRefusal({ ...base, initialCents: 200_000n, termMonths: 50 })?.key).toBe('plan.termInvalid');
    const big = { valueCents: 2_500_000n, initialCents: 500_000n, monthlyRateBp: 80 };
    expect(planRefusal({ ...big, termMonths: 120 })).toBeNull(); // exactly 20 000.00 financed
    expect(planRefusal({ ...big, initialCents: 499_999n, termMonths: 120 })?.key).toBe('plan.termLimit');
    expect(planRefusal({ ...big, initialCents: 499_999n, termMonths: 108 })).toBeNull();
  });

  it('caps a membership’s initial amount at 4478', () => {
    const membership = { valueCents: 4_000_000n, termMonths: 48, monthlyRateBp: 80, membership: true };
    expect(planRefusal({ ...membership, initialCents: 447_800n })).toBeNull();
    expect(planRefusal({ ...membership, initialCents: 447_801n })?.key).toBe('plan.initialAboveMembershipLimit');
  });

  it('starts the form just above 10%, on a whole unit', () => {
    expect(suggestedInitial(1_234_567n)).toBe(123_500n);
    expect(suggestedInitial(1_000_000n)).toBe(100_100n);
    expect(planRefusal({ ...base, initialCents: suggestedInitial(base.valueCents) })).toBeNull();
  });

  it('pays back exactly what is financed, each instalment the fee within rounding, whatever the figures (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100_000n, max: 5_000_000n }),
        fc.integer({ min: 11, max: 99 }),
        fc.constantFrom(12, 24, 48, 120),
        fc.integer({ min: 0, max: 200 }),
        (value, initialPercent, termMonths, monthlyRateBp) => {
          const plan = simulatePlan({
            valueCents: value,
            initialCents: (value * BigInt(initialPercent)) / 100n,
            termMonths,
            monthlyRateBp,
          });
          expect(plan.instalments).toHaveLength(termMonths);
          expect(plan.instalments.reduce((t, i) => t + i.capitalCents, 0n)).toBe(plan.financedCents);
          for (const i of plan.instalments) {
            expect(i.capitalCents).toBeGreaterThanOrEqual(0n);
            const off = i.capitalCents + i.interestCents - plan.monthlyFeeCents;
            expect(off >= -2n && off <= 2n, `instalment ${i.number} is ${off} cents off the fee`).toBe(true);
          }
        },
      ),
    );
  });

  it('moves due dates by whole months, on a day every month has', () => {
    expect(addMonthsToDate('2026-11-30', 1)).toBe('2026-12-28');
    expect(addMonthsToDate('2026-11-15', 3)).toBe('2027-02-15');
  });
});
