import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  businessWallClock,
  countdownTo,
  formatBusinessDateTime,
  isRealCalendarDate,
  parseBusinessDateTime,
} from './time.ts';

describe('La Paz date and time (DD/MM/YYYY HH:mm:ss)', () => {
  it('formats an instant in La Paz time, four hours behind UTC', () => {
    expect(formatBusinessDateTime(new Date('2026-12-24T10:00:00Z'))).toBe('24/12/2026 06:00:00');
    expect(formatBusinessDateTime(new Date('2027-01-01T02:30:05Z'))).toBe('31/12/2026 22:30:05');
  });

  it('reads each instant right although the reading of the last second is kept', () => {
    expect(businessDateOf(new Date('2026-12-31T23:59:59.100Z'))).toBe('2026-12-31');
    expect(businessDateOf(new Date('2027-01-01T03:59:59.900Z'))).toBe('2026-12-31');
    expect(businessDateOf(new Date('2027-01-01T04:00:00.000Z'))).toBe('2027-01-01');
    expect(formatBusinessDateTime(new Date('2027-01-01T03:59:59.999Z'))).toBe('31/12/2026 23:59:59');
    // A reading handed out is the caller's own: changing it changes nothing kept.
    const reading = businessWallClock(new Date('2027-01-01T04:00:00.500Z'));
    reading.year = 1999;
    expect(businessWallClock(new Date('2027-01-01T04:00:00.700Z')).year).toBe(2027);
    expect(() => businessWallClock(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads a La Paz wall-clock time back into the same instant', () => {
    expect(parseBusinessDateTime('24/12/2026 06:00:00')?.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(parseBusinessDateTime(' 31/12/2026 22:30:05 ')?.toISOString()).toBe('2027-01-01T02:30:05.000Z');
    const now = new Date('2026-11-21T23:45:52Z');
    expect(parseBusinessDateTime(formatBusinessDateTime(now))?.getTime()).toBe(now.getTime());
  });

  it('refuses what is not a real date in that format', () => {
    for (const text of [
      '31/02/2026 10:00:00',
      '29/02/2027 00:00:00',
      '12/13/2026 00:00:00',
      '01/01/2026 24:00:00',
      '2026-01-01 00:00:00',
      '1/1/2026 00:00:00',
      '',
    ]) {
      expect(parseBusinessDateTime(text), text).toBeNull();
    }
    expect(parseBusinessDateTime('29/02/2028 00:00:00')).not.toBeNull();
  });
});

describe('maintenance countdown', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownTo(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, finished: false });
  });
  it('stops at zero and says it finished, never negative', () => {
    expect(countdownTo(new Date(now.getTime() - 5000), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      finished: true,
    });
    // 0.999 s left still shows one second: the window has not ended yet.
    expect(countdownTo(new Date(now.getTime() + 999), now)).toMatchObject({ seconds: 1, finished: false });
    expect(countdownTo(now, now).finished).toBe(true);
  });
});

describe('a birth date a person could have', () => {
  it('is a day of the calendar from 1900 on, written YYYY-MM-DD', () => {
    expect(['1985-06-15', '2000-02-29', '1900-01-01'].map(isRealCalendarDate)).toEqual([true, true, true]);
    expect(['2001-02-29', '1990-02-30', '1990-13-01', '1899-12-31', '15/06/1985', ''].map(isRealCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
