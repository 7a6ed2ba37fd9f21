import { describe, expect, it } from 'vitest';
import { dayWithWeekday, nightLabel } from './night-label.ts';

describe('a night of the cabin calendar, as a tile names it', () => {
  it('gives the weekday in each language, the day and month, and tells the weekend nights', () => {
    // 2026-11-28 is a Saturday, whatever the machine's time zone.
    expect(nightLabel('2026-11-28', 'en')).toEqual({ weekday: 'Sat', day: 'Nov 28', weekend: true });
    expect(nightLabel('2026-11-28', 'es').weekday).toMatch(/^sáb/);
    expect(nightLabel('2026-11-28', 'pt').weekday).toMatch(/^sáb/);
    expect(nightLabel('2026-11-30', 'es')).toMatchObject({ day: '30 nov', weekend: false });
    expect(nightLabel('2026-11-27', 'en').weekend).toBe(true);
  });

  it('writes a day of the stay with its weekday', () => {
    expect(dayWithWeekday('2026-11-28', 'en')).toBe('Sat, Nov 28');
    expect(dayWithWeekday('2026-11-28', 'es')).toMatch(/^sáb.*28 nov/);
  });
});
