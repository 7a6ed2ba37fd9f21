import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseFirstPartRefusal, houseSchedule } from './house-schedule.rules.ts';

describe('a house pre-reservation’s dues (spec §9 houses)', () => {
  it('splits the 3% initial with its balance 7 days later, then 5 monthly instalments of the 7%', () => {
    const schedule = houseSchedule(12_000_000n, 120_000n, '2026-03-10');
    expect(schedule.dues).toEqual([
      { kind: 'initial', number: 1, amountCents: 120_000n, dueOn: '2026-03-10' },
      { kind: 'balance', number: 1, amountCents: 240_000n, dueOn: '2026-03-17' },
      { kind: 'direct', number: 1, amountCents: 168_000n, dueOn: '2026-04-10' },
      { kind: 'direct', number: 2, amountCents: 168_000n, dueOn: '2026-05-10' },
      { kind: 'direct', number: 3, amountCents: 168_000n, dueOn: '2026-06-10' },
      { kind: 'direct', number: 4, amountCents: 168_000n, dueOn: '2026-07-10' },
      { kind: 'direct', number: 5, amountCents: 168_000n, dueOn: '2026-08-10' },
    ]);
    expect(schedule.bankCents).toBe(10_800_000n);
  });

  it('has no balance when the whole 3% is paid at once, and keeps instalments on a day every month has', () => {
    const schedule = houseSchedule(9_500_000n, 285_000n, '2026-01-31');
    expect(schedule.dues.map((d) => d.kind)).toEqual(['initial', 'direct', 'direct', 'direct', 'direct', 'direct']);
    expect(schedule.dues[1]!.dueOn).toBe('2026-02-28');
  });

  it('takes a first part from 1% to the whole 3% of the price', () => {
    expect(houseFirstPartRefusal(10_000_000n, 99_999n)).toBe('houses.firstPartTooLow');
    expect(houseFirstPartRefusal(10_000_000n, 100_000n)).toBeNull();
    expect(houseFirstPartRefusal(10_000_000n, 300_000n)).toBeNull();
    expect(houseFirstPartRefusal(10_000_000n, 300_001n)).toBe('houses.firstPartTooHigh');
  });

  it('owes the group exactly 10% of the price and leaves the bank the rest, to the cent', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 10_000_000_000n }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, share) => {
          const initial = (price * 3n) / 100n;
          const first = (price + 99n) / 100n + BigInt(Math.floor(Number(initial - (price + 99n) / 100n) * share));
          if (houseFirstPartRefusal(price, first) !== null) return;
          const schedule = houseSchedule(price, first, '2026-06-15');
          const owed = schedule.dues.reduce((total, due) => total + due.amountCents, 0n);
          expect(owed + schedule.bankCents).toBe(price);
          expect(schedule.dues.filter((d) => d.kind !== 'direct').reduce((t, d) => t + d.amountCents, 0n)).toBe(
            initial,
          );
        },
      ),
    );
  });
});
