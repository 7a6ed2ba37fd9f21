import { describe, expect, it } from 'vitest';
import { inStay, pickNight, stayPriceCents } from './stay-range.ts';

const free = () => true;

describe('picking a stay on the calendar', () => {
  it('picks one night, then stretches it to a later night tapped', () => {
    const one = pickNight(null, '2026-12-01', free);
    expect(one).toEqual({ arrival: '2026-12-01', departure: '2026-12-02' });
    const three = pickNight(one, '2026-12-03', free);
    expect(three).toEqual({ arrival: '2026-12-01', departure: '2026-12-04' });
    expect(inStay(three, '2026-12-03')).toBe(true);
    expect(inStay(three, '2026-12-04')).toBe(false);
    expect(stayPriceCents(three, 45_000n)).toBe(135_000n);
  });

  it('starts again on an earlier night, after a stay of several nights, past 7 nights or over a full night', () => {
    const one = { arrival: '2026-12-05', departure: '2026-12-06' };
    expect(pickNight(one, '2026-12-04', free)).toEqual({ arrival: '2026-12-04', departure: '2026-12-05' });
    expect(pickNight({ arrival: '2026-12-05', departure: '2026-12-08' }, '2026-12-09', free).arrival).toBe(
      '2026-12-09',
    );
    expect(pickNight(one, '2026-12-12', free).arrival).toBe('2026-12-12');
    expect(pickNight(one, '2026-12-11', free).departure).toBe('2026-12-12');
    expect(pickNight(one, '2026-12-08', (night) => night !== '2026-12-07').arrival).toBe('2026-12-08');
  });
});
