import { describe, expect, it } from 'vitest';
import { formatUsdCents } from './money-format.ts';

const rates = { USD: 1, EUR: 0.92, GBP: 0.79 };

describe('an amount shown in the currency the person chose', () => {
  it('stays in dollars for a person who keeps dollars', () => {
    expect(formatUsdCents(123_456n, 'USD', rates, 'en')).toBe('$1,234.56');
  });

  it('is converted at the known rate and written the way the language writes money', () => {
    expect(formatUsdCents(10_000n, 'EUR', rates, 'en')).toBe('€92.00');
    expect(formatUsdCents(10_000n, 'GBP', rates, 'en')).toBe('£79.00');
    expect(formatUsdCents(10_000n, 'EUR', rates, 'es')).toMatch(/^92,00\s€$/);
  });

  it('falls back to dollars rather than showing a wrong figure when the rate is unknown', () => {
    expect(formatUsdCents(10_000n, 'EUR', { USD: 1 }, 'en')).toBe('$100.00');
  });
});
