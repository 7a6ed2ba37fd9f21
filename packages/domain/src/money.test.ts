import { describe, expect, it } from 'vitest';
import {
  addMoney,
  amountInputText,
  centsToDecimalString,
  formatAmount,
  formatCentsMoney,
  formatCount,
  formatDecimalAmount,
  formatDecimalMoney,
  formatMoney,
  money,
  parseAmountToCents,
  parseLocaleAmount,
} from './money.ts';

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

  it('groups every amount the same way, four digits too (no "2984,25" beside "13.166,50")', () => {
    expect(formatMoney(money(298_425n), 'es')).toBe('2.984,25\u00a0US$');
    expect(formatMoney(money(1_316_650n), 'es')).toBe('13.166,50\u00a0US$');
    expect(formatAmount(298_425n, 'pt')).toBe('2.984,25');
    expect(formatAmount(298_425n, 'en')).toBe('2,984.25');
  });
});

describe("amounts typed in the person's language", () => {
  it('puts the suggestion in the field the way the language writes amounts, grouped, and reads it back', () => {
    expect(amountInputText(43_180n, 'es')).toBe('431,80');
    expect(amountInputText(172_858n, 'es')).toBe('1.728,58');
    expect(amountInputText(172_858n, 'pt')).toBe('1.728,58');
    expect(amountInputText(1_316_650n, 'en')).toBe('13,166.50');
    for (const locale of ['es', 'pt', 'en'])
      expect(parseLocaleAmount(amountInputText(1_316_650n, locale), locale)).toBe(1_316_650n);
  });

  it("reads the language's own way, and either mark where it cannot mean anything else", () => {
    const cases: [string, string, bigint][] = [
      ['431,80', 'es', 43_180n],
      ['431.80', 'es', 43_180n],
      ['431.8', 'pt', 43_180n],
      ['1.234,50', 'es', 123_450n],
      ['1 234,50', 'pt', 123_450n],
      ['1,234.50', 'en', 123_450n],
      ['1,234.50', 'es', 123_450n],
      ['1.234', 'es', 123_400n],
      ['1,234', 'en', 123_400n],
      ['1.234.567', 'es', 123_456_700n],
      ['150', 'en', 15_000n],
    ];
    for (const [text, locale, cents] of cases) expect(parseLocaleAmount(text, locale), `${text} ${locale}`).toBe(cents);
  });

  it('refuses what is ambiguous or not an amount', () => {
    for (const [text, locale] of [
      ['1,234', 'es'],
      ['1.234', 'en'],
      ['1.23.4', 'es'],
      ['1,234,50', 'es'],
      ['12,', 'es'],
      ['-5', 'en'],
      ['abc', 'es'],
      ['', 'es'],
      ['1.2345', 'es'],
    ]) {
      expect(parseLocaleAmount(text as string, locale as string), `${text} ${locale}`).toBeNull();
    }
  });
});

describe('counts people read', () => {
  it('are grouped in every language, four digits too', () => {
    expect(formatCount(4709, 'es')).toBe('4.709');
    expect(formatCount(12512, 'es')).toBe('12.512');
    expect(formatCount(4709, 'en')).toBe('4,709');
    expect(formatCount(4709n, 'pt')).toBe('4.709');
    expect(formatCount(7, 'es')).toBe('7');
  });
});

describe('amounts with the currency they came with', () => {
  it('are written by formatMoney when the currency is a code', () => {
    expect(formatDecimalMoney('12345.5', 'USD', 'pt')).toBe('US$\u00a012.345,50');
    expect(formatDecimalAmount('13166.5', 'es')).toBe('13.166,50');
  });

  it('keep what cannot be read as it came, instead of failing the page or the PDF', () => {
    expect(formatDecimalMoney('n/a', 'USD', 'en')).toBe('n/a USD');
    expect(formatCentsMoney(123_450n, 'dólares', 'es')).toBe('1.234,50 dólares');
    expect(formatDecimalAmount('abc', 'en')).toBe('abc');
  });
});
