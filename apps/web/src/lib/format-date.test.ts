import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonth } from './format-date.ts';

describe('a due date of the schedule', () => {
  it('is written in the person’s language without moving to another day', () => {
    expect(formatCalendarDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatCalendarDate('2026-03-01', 'es')).toMatch(/^1 mar 2026$/);
    expect(formatCalendarDate('2026-12-31', 'pt')).toMatch(/^31 de dez\.? de 2026$/);
  });

  it('is all digits in the wide schedule table, in the order the language writes dates', () => {
    expect(formatCalendarDate('2026-03-01', 'en', 'numeric')).toBe('03/01/2026');
    expect(formatCalendarDate('2026-03-01', 'pt', 'numeric')).toBe('01/03/2026');
  });

  it('is shown as it came when it is not a calendar date', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

describe('a month of the race or the bonus as a word', () => {
  it('names the month itself in every time zone, short, long and with its year', () => {
    expect(formatMonth('2026-11', 'es', 'short')).toBe(
      new Intl.DateTimeFormat('es', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 15)),
    );
    expect(formatMonth('2026-11', 'en', 'long')).toBe('November');
    expect(formatMonth('2026-01', 'pt', 'longYear')).toBe('janeiro de 2026');
  });
});
