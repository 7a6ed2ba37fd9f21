import { describe, expect, it } from 'vitest';
import { countdownText, wireDateTime } from './wall-clock.ts';

describe('the maintenance windows as the console writes them', () => {
  it('counts down with the days in words, and sends the field’s time as the server reads it', () => {
    const days = (count: number) => (count === 1 ? '1 día' : `${count} días`);
    expect(countdownText(86_400 + 3_723, days)).toBe('1 día 01:02:03');
    expect(countdownText(2 * 86_400, days)).toBe('2 días 00:00:00');
    expect(countdownText(59, days)).toBe('00:00:59');
    expect(wireDateTime('2026-12-05T19:30')).toBe('05/12/2026 19:30:00');
  });
});
