import { describe, expect, it } from 'vitest';
import { convertUsdCents, displayRate, isDisplayCurrency } from './currency.rules.ts';

describe('display currency (spec §3)', () => {
  it('shows the dollar at 1, and another currency at its known rate', () => {
    expect(displayRate('USD', { USD: 1, EUR: 0.9 })).toEqual({ currency: 'USD', rate: 1 });
    expect(displayRate('EUR', { USD: 1, EUR: 0.9 })).toEqual({ currency: 'EUR', rate: 0.9 });
  });

  it('falls back to dollars when a currency has no usable rate', () => {
    expect(displayRate('GBP', { USD: 1 })).toEqual({ currency: 'USD', rate: 1 });
    expect(displayRate('GBP', { GBP: 0 })).toEqual({ currency: 'USD', rate: 1 });
    expect(displayRate('GBP', { GBP: Number.NaN })).toEqual({ currency: 'USD', rate: 1 });
  });

  it('converts dollar cents for display only', () => {
    expect(convertUsdCents(350_000n, 1)).toBe(3500);
    expect(convertUsdCents(350_000n, 0.9)).toBe(3150);
    expect(convertUsdCents(1n, 0.5)).toBe(0.01);
  });

  it('knows the three currencies people may choose', () => {
    expect(['USD', 'EUR', 'GBP'].every(isDisplayCurrency)).toBe(true);
    expect(isDisplayCurrency('BOB')).toBe(false);
  });
});
