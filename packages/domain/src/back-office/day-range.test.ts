import { describe, expect, it } from 'vitest';
import { dayRangeOf } from './day-range.ts';

describe('the days a summary of the console covers', () => {
  const today = '2026-11-28';

  it('is the last 30 days, today included, when none are asked', () => {
    expect(dayRangeOf({}, today)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });

  it('runs 30 days from a start alone, never past today', () => {
    expect(dayRangeOf({ from: '2026-09-01' }, today)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(dayRangeOf({ from: '2026-11-20' }, today)).toEqual({ from: '2026-11-20', to: '2026-11-28' });
  });

  it('ends 30 days after the start when only the end is asked', () => {
    expect(dayRangeOf({ to: '2026-02-28' }, today)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('takes a month of 31 days and refuses one day more', () => {
    expect(dayRangeOf({ from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(dayRangeOf({ from: '2026-01-01', to: '2026-02-01' }, today)).toEqual({ error: 'staff.rangeTooLong' });
    expect(dayRangeOf({ from: '2025-11-28', to: today }, today)).toEqual({ error: 'staff.rangeTooLong' });
  });

  it('refuses an end before the start, and takes a single day', () => {
    expect(dayRangeOf({ from: '2026-03-02', to: '2026-03-01' }, today)).toEqual({ error: 'staff.rangeReversed' });
    expect(dayRangeOf({ from: '2026-03-02', to: '2026-03-02' }, today)).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
    });
  });
});
