import { describe, expect, it } from 'vitest';
import { addMoney, centsToDecimalString, formatMoney, money, parseAmountToCents } from './money.ts';

describe('money in integer cents', () => {
  it('reads what a person types, with a dot or a comma, into cents', () => {
    expect(parseAmountToCents('1500')).toBe(150_000n);
    expect(parseAmountToCents('1500.5')).toBe(150_050n);
    expect(parseAmountToCents('1500,05')).toBe(150_005n);
    expect(parseAmountToCents(' 0.10 ')).toBe(10n);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '1.234', '-5', '1e3', 'abc', '1,000.00', '12.', '.5']) {
      expect(parseAmountToCents(text), text).toBeNull();
    }
  });

  it('adds without float error and writes cents back as a decimal', () => {
    const total = addMoney(money(10), money(20));
    expect(total.cents).toBe(30n);
    expect(centsToDecimalString(30n)).toBe('0.30');
    expect(centsToDecimalString(-123_456n)).toBe('-1234.56');
    expect(() => addMoney(money(1, 'USD'), money(1, 'BOB'))).toThrow();
    expect(() => money(0.5)).toThrow();
  });

  it('formats for people in their language', () => {
    expect(formatMoney(money(123_450n), 'en-US')).toBe('$1,234.50');
    expect(formatMoney(money(123_450n), 'es-BO')).toMatch(/1\.234,50/);
  });
});
