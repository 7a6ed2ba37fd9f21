import { describe, expect, it } from 'vitest';
import { formatPlainAmount, formatProductAmount } from './product-money.ts';

describe('an amount of a product', () => {
  it('is written in the product’s currency the way the person’s language writes money', () => {
    expect(formatProductAmount('1234.50', 'USD', 'en')).toBe('$1,234.50');
    expect(formatProductAmount('12345.5', 'USD', 'pt')).toBe('US$\u00a012.345,50');
  });

  it('is a bare number in the schedule table, whose heading names the currency', () => {
    expect(formatPlainAmount('13166.5', 'en')).toBe('13,166.50');
    expect(formatPlainAmount('13166.5', 'pt')).toBe('13.166,50');
  });

  it('is shown as it came when it cannot be read', () => {
    expect(formatProductAmount('n/a', 'USD', 'en')).toBe('n/a USD');
  });
});
