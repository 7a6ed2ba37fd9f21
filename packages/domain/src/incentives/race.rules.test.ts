import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RACE_TOP } from './incentives-config.ts';
import {
  bonusLostBy,
  cashSalePointsCents,
  compareRaceEntries,
  distanceToCutoffPoints,
  type RaceEntry,
  type RaceEvent,
  raceById,
  raceOfDate,
  racePointsCents,
  raceQualification,
  raceTop,
  wholePoints,
} from './race.rules.ts';

describe('the travel race calendar (spec §9: two races a year)', () => {
  it('puts 30 June in the first race and 1 July in the second', () => {
    expect(raceOfDate('2026-06-30')).toMatchObject({ id: '2026-S1', from: '2026-01-01', to: '2026-06-30' });
    expect(raceOfDate('2026-07-01')).toMatchObject({ id: '2026-S2', from: '2026-07-01', to: '2026-12-31' });
    expect(raceOfDate('2026-12-31').months).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
  });

  it('knows a race by its id and nothing else', () => {
    expect(raceById('2023-S1')?.months[0]).toBe('2023-01');
    expect(raceById('2023-S3')).toBeNull();
    expect(raceById('S1-2023')).toBeNull();
  });
});

describe('race points (1 point per dollar of capital paid)', () => {
  const race = raceOfDate('2026-08-10');

  it('counts a cash sale as 10% initial plus two instalments of the default 48-month plan', () => {
    // 10 000.00: initial 1 000.00, then (9 000.00 / 48) = 187.50 twice → 1 375.00
    expect(cashSalePointsCents(1_000_000n)).toBe(137_500n);
    expect(wholePoints(cashSalePointsCents(1_000_000n))).toBe(1_375);
  });

  it('counts only what falls inside the race, from its first to its last day', () => {
    const events: RaceEvent[] = [
      { kind: 'capital_paid', saleId: 1, on: '2026-06-30', capitalCents: 50_000n },
      { kind: 'capital_paid', saleId: 1, on: '2026-07-01', capitalCents: 20_000n },
      { kind: 'cash_sale', saleId: 2, on: '2026-12-31', priceCents: 1_000_000n },
      { kind: 'capital_paid', saleId: 1, on: '2027-01-01', capitalCents: 90_000n },
    ];
    expect(racePointsCents(race, events)).toBe(20_000n + 137_500n);
  });

  it('shows whole dollars: 99 cents are not a point yet', () => {
    expect(wholePoints(99n)).toBe(0);
    expect(wholePoints(100n)).toBe(1);
    expect(wholePoints(12_399n)).toBe(123);
  });

  const eventArb = fc.oneof(
    fc.record({
      kind: fc.constant('capital_paid' as const),
      saleId: fc.nat(50),
      on: fc.constantFrom('2026-06-30', '2026-07-01', '2026-09-15', '2026-12-31', '2027-01-01'),
      capitalCents: fc.bigInt(0n, 5_000_000n),
    }),
    fc.record({
      kind: fc.constant('cash_sale' as const),
      saleId: fc.nat(50),
      on: fc.constantFrom('2026-07-01', '2026-10-31'),
      priceCents: fc.bigInt(1n, 20_000_000n),
    }),
  );

  it('never depends on the order in which payments arrive (property)', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), fc.nat(), (events, seed) => {
        const shuffled = fc.sample(fc.shuffledSubarray(events, { minLength: events.length }), { seed, numRuns: 1 })[0]!;
        expect(racePointsCents(race, shuffled)).toBe(racePointsCents(race, events));
      }),
    );
  });

  it('ranks the same whatever order the standings come in (property)', () => {
    const entryArb = fc.record({
      adviserId: fc.nat(10_000),
      code: fc.stringMatching(/^A-\d{4}$/),
      pointsCents: fc.bigInt(0n, 300n),
      sales: fc.nat(3),
      joinedOn: fc.constantFrom('2020-01-01', '2021-05-05'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entryArb, { selector: (e) => e.code, maxLength: 60 }), (entries) => {
        const codes = (list: RaceEntry[]) => raceTop(list).map((e) => e.code);
        expect(codes([...entries].reverse())).toEqual(codes(entries));
      }),
    );
  });
});

describe('the monthly-sales rule and its one-time grace month', () => {
  const race = raceOfDate('2026-07-01');
  const judge = (salesByMonth: number[], currentMonth: string, joinedMonth = '2020-01') =>
    raceQualification({ race, salesByMonth, currentMonth, joinedMonth });

  it('keeps an adviser who sold every month', () => {
    expect(judge([1, 1, 1, 1, 1, 1], '2026-12')).toEqual({ state: 'in' });
  });

  it('does not judge the month in progress: it may still bring sales', () => {
    expect(judge([1, 1, 0], '2026-09')).toEqual({ state: 'in' });
  });

  it('forgives one month without sales, then needs two sales the next month', () => {
    expect(judge([1, 0, 1], '2026-09')).toEqual({ state: 'grace', month: '2026-08' });
    expect(judge([1, 0, 2], '2026-09')).toEqual({ state: 'in' });
    expect(judge([1, 0, 1, 0], '2026-10')).toEqual({ state: 'out', reason: 'grace_not_met', month: '2026-09' });
    expect(judge([1, 0, 2, 1, 1], '2026-11')).toEqual({ state: 'in' });
  });

  it('forgives only once per race', () => {
    expect(judge([0, 2, 1, 0, 1], '2026-11')).toEqual({
      state: 'out',
      reason: 'month_without_sales',
      month: '2026-10',
    });
  });

  it('does not count months before the adviser joined', () => {
    expect(judge([0, 0, 0, 1], '2026-10', '2026-10')).toEqual({ state: 'in' });
    expect(judge([0, 0, 0, 1, 0], '2026-11', '2026-10')).toEqual({ state: 'in' });
    expect(judge([0, 0, 0, 1, 0, 1], '2026-12', '2026-10')).toEqual({ state: 'grace', month: '2026-11' });
  });

  it('has nothing to require after a grace month that is the race’s last', () => {
    expect(judge([1, 1, 1, 1, 1, 0], '2027-01')).toEqual({ state: 'in' });
  });
});

describe('losing the race bonus (spec §6)', () => {
  it('is lost while the adviser code is inactive, blocked or in an ethics process', () => {
    expect(bonusLostBy('active')).toBeNull();
    expect(bonusLostBy('inactive')).toBe('inactive');
    expect(bonusLostBy('blocked')).toBe('blocked');
    expect(bonusLostBy('ethics')).toBe('ethics');
  });
});

describe('the order of the race and the cut-off', () => {
  const entry = (code: string, pointsCents: bigint, sales = 1, joinedOn = '2024-01-01'): RaceEntry => ({
    adviserId: Number(code.slice(2)),
    code,
    pointsCents,
    sales,
    joinedOn,
  });

  it('breaks ties by more sales, then the longer-standing adviser, then the code', () => {
    const ordered = [
      entry('A-0005', 1_000n),
      entry('A-0004', 900n, 3),
      entry('A-0003', 900n, 2, '2020-01-01'),
      entry('A-0001', 900n, 2, '2022-01-01'),
      entry('A-0002', 900n, 2, '2022-01-01'),
    ];
    expect([...ordered].reverse().sort(compareRaceEntries)).toEqual(ordered);
  });

  it('keeps the top 40 and numbers them from 1', () => {
    const many = Array.from({ length: 45 }, (_, i) => entry(`A-${String(i).padStart(4, '0')}`, BigInt(i * 100)));
    const top = raceTop(many);
    expect(top).toHaveLength(RACE_TOP);
    expect(top[0]).toMatchObject({ code: 'A-0044', position: 1 });
    expect(top.at(-1)).toMatchObject({ code: 'A-0005', position: 40 });
  });

  it('measures the distance to the cut-off in shown points: one more than the gap, nothing inside or while the top is not full', () => {
    const cutoff = { topSize: RACE_TOP, cutoffPoints: 500 };
    expect(distanceToCutoffPoints({ ...cutoff, ownPoints: 300, insideTop: false })).toBe(201);
    // same whole points, fewer cents: one point passes them
    expect(distanceToCutoffPoints({ ...cutoff, ownPoints: 500, insideTop: false })).toBe(1);
    expect(distanceToCutoffPoints({ ...cutoff, ownPoints: 600, insideTop: true })).toBe(0);
    expect(distanceToCutoffPoints({ ...cutoff, topSize: 39, ownPoints: 0, insideTop: false })).toBe(0);
  });
});
