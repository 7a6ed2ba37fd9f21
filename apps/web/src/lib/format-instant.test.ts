import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant.ts';

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
});
