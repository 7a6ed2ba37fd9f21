import { describe, expect, it } from 'vitest';
import {
  bestSellerBonusCents,
  compareMonthSales,
  currentCycle,
  cycleById,
  cycleMonths,
  type MonthSales,
  monthToShow,
} from './best-seller.rules.ts';
import { BEST_SELLER_CYCLES } from './incentives-config.ts';

describe('the best-seller bonus (spec §9: 300 dollars to the top 30 of each month)', () => {
  const spec = cycleById('2023-1')!;

  it('runs the spec’s cycle from 18 February to 31 July 2023, its first and last months clipped', () => {
    const months = cycleMonths(spec);
    expect(months.map((m) => m.month)).toEqual(['2023-02', '2023-03', '2023-04', '2023-05', '2023-06', '2023-07']);
    expect(months[0]).toEqual({ month: '2023-02', from: '2023-02-18', to: '2023-02-28' });
    expect(months[5]).toEqual({ month: '2023-07', from: '2023-07-01', to: '2023-07-31' });
  });

  it('ends February on the 29th in a leap year', () => {
    expect(cycleMonths({ id: 'x', from: '2024-02-01', to: '2024-03-10' })).toEqual([
      { month: '2024-02', from: '2024-02-01', to: '2024-02-29' },
      { month: '2024-03', from: '2024-03-01', to: '2024-03-10' },
    ]);
  });

  it('pays the 30th place and not the 31st', () => {
    expect(bestSellerBonusCents(1)).toBe(30_000n);
    expect(bestSellerBonusCents(30)).toBe(30_000n);
    expect(bestSellerBonusCents(31)).toBe(0n);
    expect(bestSellerBonusCents(null)).toBe(0n);
  });

  it('chooses the running cycle, else the last that began, else the first', () => {
    expect(currentCycle('2023-02-18').id).toBe('2023-1');
    expect(currentCycle('2023-02-17').id).toBe(BEST_SELLER_CYCLES[0]!.id);
    expect(currentCycle('2025-01-01').id).toBe('2023-1');
    expect(currentCycle('2026-11-23').id).toBe('2026-2');
    expect(cycleById('nope')).toBeNull();
  });

  it('shows the month in progress, or the cycle’s edge outside it', () => {
    expect(monthToShow(spec, '2023-04-09').month).toBe('2023-04');
    expect(monthToShow(spec, '2023-01-09').month).toBe('2023-02');
    expect(monthToShow(spec, '2024-01-09').month).toBe('2023-07');
  });

  it('orders by dollars sold, then sales, then code', () => {
    const row = (code: string, amountCents: bigint, sales: number): MonthSales => ({
      adviserId: 0,
      code,
      amountCents,
      sales,
    });
    const ordered = [row('A-9', 900n, 1), row('A-3', 500n, 3), row('A-1', 500n, 2), row('A-2', 500n, 2)];
    expect([...ordered].reverse().sort(compareMonthSales)).toEqual(ordered);
  });
});
