import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cashSalePointsCents } from './race.rules.ts';
import {
  cumulativeByDay,
  distanceToEnterCents,
  fewestToClose,
  gainIfInitialPaid,
  medianCents,
  typicalSale,
  typicalSalesToCover,
} from './way-to-top.rules.ts';

const usd = (dollars: number) => BigInt(dollars) * 100n;

describe("an adviser's typical sale", () => {
  test('is the median of her own sales, the lower middle when their count is even', () => {
    expect(medianCents([usd(5000), usd(1000), usd(3000)])).toBe(usd(3000));
    expect(medianCents([usd(4000), usd(1000), usd(3000), usd(9000)])).toBe(usd(3000));
    expect(medianCents([])).toBeNull();
  });

  test('is her own with three sales, the market’s with fewer, and none when nobody sold', () => {
    const market = [usd(2000), usd(8000), usd(6000)];
    expect(typicalSale([usd(4000), usd(5000), usd(3000)], market, 3)).toEqual({ cents: usd(4000), source: 'own' });
    expect(typicalSale([usd(4000)], market, 3)).toEqual({ cents: usd(6000), source: 'market' });
    expect(typicalSale([], [], 3)).toBeNull();
  });

  test('a distance of 8 001 dollars is three typical sales of 4 000, and none is needed inside the top', () => {
    const typical = { cents: usd(4000), source: 'own' } as const;
    expect(typicalSalesToCover(usd(8001), typical)).toBe(3);
    expect(typicalSalesToCover(usd(8000), typical)).toBe(2);
    expect(typicalSalesToCover(0n, typical)).toBe(0);
    expect(typicalSalesToCover(usd(10), null)).toBeNull();
  });
});

describe('the distance to a cut-off', () => {
  test('is one dollar past the last place, rounded to whole dollars', () => {
    const outside = { ownCents: 123_450n, insideTop: false, topFull: true };
    expect(distanceToEnterCents({ ...outside, cutoffCents: 500_000n })).toBe(usd(3766));
    expect(distanceToEnterCents({ ...outside, cutoffCents: 123_450n })).toBe(usd(1));
  });

  test('is nothing inside the top, and one dollar while the top is not full', () => {
    expect(distanceToEnterCents({ ownCents: 0n, insideTop: true, topFull: true, cutoffCents: usd(9) })).toBe(0n);
    expect(distanceToEnterCents({ ownCents: 0n, insideTop: false, topFull: false, cutoffCents: 0n })).toBe(usd(1));
  });
});

describe('what paying an initial fee would add', () => {
  const lot = { id: 1, paymentKind: 'credit', priceCents: usd(20_000), initialFeeCents: usd(2_000) } as const;

  test('a held lot on credit: its initial capital to the race and its price to the month', () => {
    expect(gainIfInitialPaid({ ...lot, purchased: false })).toEqual({ raceCents: usd(2_000), bonusCents: usd(20_000) });
  });

  test('a held cash sale: the cash points (10% and two instalments) and its price', () => {
    const cash = { ...lot, paymentKind: 'cash', initialFeeCents: usd(20_000), purchased: false } as const;
    expect(gainIfInitialPaid(cash)).toEqual({ raceCents: cashSalePointsCents(usd(20_000)), bonusCents: usd(20_000) });
  });

  test('a sale already recorded: only the capital still owed on credit, its price counted already', () => {
    expect(gainIfInitialPaid({ ...lot, purchased: true })).toEqual({ raceCents: usd(2_000), bonusCents: 0n });
    expect(gainIfInitialPaid({ ...lot, paymentKind: 'cash', purchased: true })).toEqual({
      raceCents: 0n,
      bonusCents: 0n,
    });
  });
});

describe('the fewest pre-reservations that close a gap', () => {
  const gains = [
    { id: 1, gainCents: usd(500) },
    { id: 2, gainCents: usd(3_000) },
    { id: 3, gainCents: usd(1_500) },
    { id: 4, gainCents: usd(1_500) },
  ];

  test('takes the largest first: 4 000 dollars close with two, not three', () => {
    expect(fewestToClose(gains, usd(4_000))).toEqual({ ids: [2, 3], closes: true });
  });

  test('says when all of them fall short, and needs none inside the top', () => {
    expect(fewestToClose(gains, usd(10_000))).toEqual({ ids: [2, 3, 4, 1], closes: false });
    expect(fewestToClose(gains, 0n)).toEqual({ ids: [], closes: true });
  });

  test('no smaller set closes what the greedy choice closes (every subset of random gains)', () => {
    const gainList = fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 0, maxLength: 5 });
    fc.assert(
      fc.property(gainList, fc.integer({ min: 0, max: 12_000 }), (dollars, distanceDollars) => {
        const random = dollars.map((d, i) => ({ id: i + 1, gainCents: usd(d) }));
        const distance = usd(distanceDollars);
        const chosen = fewestToClose(random, distance);
        let best = Number.POSITIVE_INFINITY;
        for (let mask = 0; mask < 1 << random.length; mask++) {
          const picked = random.filter((_, i) => mask & (1 << i));
          if (picked.reduce((s, g) => s + g.gainCents, 0n) >= distance) best = Math.min(best, picked.length);
        }
        expect(chosen.closes ? chosen.ids.length : Number.POSITIVE_INFINITY).toBe(best);
      }),
    );
  });
});

describe('a month as a running total', () => {
  test('starts from what she had, adds each day, and stops at today', () => {
    const days = cumulativeByDay(
      usd(100),
      [
        { day: 2, cents: usd(50) },
        { day: 2, cents: usd(5) },
        { day: 9, cents: usd(1) },
      ],
      4,
    );
    expect(days).toEqual([usd(100), usd(155), usd(155), usd(155)]);
  });
});
