import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl.ts';
import { formatMoney } from './money.ts';

describe('kept Intl formatters', () => {
  it('makes a formatter once per language and options, and another for other options', () => {
    const options = { style: 'currency', currency: 'USD', useGrouping: 'always' } as const;
    expect(numberFormat('es', options)).toBe(numberFormat('es', { ...options }));
    expect(numberFormat('es', options)).not.toBe(numberFormat('pt', options));
    expect(numberFormat('es', options)).not.toBe(numberFormat('es', { ...options, currency: 'BOB' }));
    expect(dateTimeFormat('en', { month: 'short' })).not.toBe(dateTimeFormat('en', { month: 'long' }));
    expect(pluralRules('pt')).toBe(pluralRules('pt'));
  });

  it('formats as a formatter made anew would, in each language', () => {
    for (const locale of ['es', 'en', 'pt']) {
      const made = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BOB', useGrouping: 'always' });
      expect(formatMoney({ cents: 1_316_650n, currency: 'BOB' }, locale)).toBe(made.format(13_166.5));
    }
  });
});
