import { describe, expect, it } from 'vitest';
import { pointsAtEachMonthEnd } from './race-over-time.ts';

describe('the race over time', () => {
  const months = ['2026-07', '2026-08', '2026-09'];

  it("adds each month's points to the months before it, and keeps the total through a month without points", () => {
    const series = pointsAtEachMonthEnd(['A-1', 'B-2'], months, [
      { adviser: 'A-1', month: '2026-07', pointsCents: 1000n },
      { adviser: 'A-1', month: '2026-09', pointsCents: 500n },
      { adviser: 'B-2', month: '2026-08', pointsCents: 2000n },
      { adviser: 'B-2', month: '2026-08', pointsCents: 100n },
    ]);
    expect(series.get('A-1')).toEqual([1000n, 1000n, 1500n]);
    expect(series.get('B-2')).toEqual([0n, 2100n, 2100n]);
  });

  it('keeps the advisers in the order given, and ignores points of others or of months outside the race so far', () => {
    const series = pointsAtEachMonthEnd(['B-2', 'A-1'], months, [
      { adviser: 'C-3', month: '2026-07', pointsCents: 9000n },
      { adviser: 'A-1', month: '2026-10', pointsCents: 9000n },
    ]);
    expect([...series.keys()]).toEqual(['B-2', 'A-1']);
    expect(series.get('A-1')).toEqual([0n, 0n, 0n]);
  });
});
