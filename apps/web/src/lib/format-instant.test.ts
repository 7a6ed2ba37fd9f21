import { describe, expect, it } from 'vitest';
import { formatBusinessWallClock, formatInstant, formatInstantDate } from './format-instant.ts';

describe('an instant as the person reads it', () => {
  it('is read in La Paz time (UTC-4), whatever the browser zone', () => {
    expect(formatInstant('2026-03-10T14:05:00Z', 'en')).toContain('10:05');
  });

  it('follows the person’s language', () => {
    expect(formatInstant('2026-03-10T14:05:00Z', 'es')).toContain('marzo');
    expect(formatInstant('2026-03-10T14:05:00Z', 'pt')).toContain('março');
  });

  it('keeps a text that is not a date as it came', () => {
    expect(formatInstant('yesterday', 'en')).toBe('yesterday');
  });

  it('can show only the day, the La Paz one: 2 a.m. UTC is still the evening before there', () => {
    expect(formatInstantDate('2026-03-11T02:00:00Z', 'en')).toBe('March 10, 2026');
    expect(formatInstantDate('2026-03-11T02:00:00Z', 'es')).toBe('10 de marzo de 2026');
  });

  it('reads a La Paz wall clock of the wire (DD/MM/YYYY HH:mm:ss) as any other moment', () => {
    expect(formatBusinessWallClock('05/12/2026 19:30:00', 'en')).toBe('December 5, 2026 at 7:30 PM');
    expect(formatBusinessWallClock('05/12/2026 19:30:00', 'es')).toBe('5 de diciembre de 2026 a las 19:30');
    expect(formatBusinessWallClock('not a date', 'pt')).toBe('not a date');
  });
});
