import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date.ts';

describe('a due date of the schedule', () => {
  it('is written in the person’s language without moving to another day', () => {
    expect(formatCalendarDate('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatCalendarDate('2026-03-01', 'es')).toMatch(/^1 mar 2026$/);
    expect(formatCalendarDate('2026-12-31', 'pt')).toMatch(/^31 de dez\.? de 2026$/);
  });

  it('is shown as it came when it is not a calendar date', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});
