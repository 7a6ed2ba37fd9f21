import { describe, expect, it } from 'vitest';
import { paymentAmountFormSchema, wireAmount } from './payment-amount.ts';

const refusalIn = (language: string) => {
  const schema = paymentAmountFormSchema(5_000_000n, () => 'above the debt', language);
  return (monto: string) => {
    const result = schema.safeParse({ monto });
    return result.success ? null : result.error.issues[0]?.message;
  };
};

describe('the amount a customer pays', () => {
  it('is typed the way her language writes money, and forgiven where unambiguous', () => {
    const es = refusalIn('es');
    for (const monto of ['0,01', '150', '150,5', '431,80', '431.80', '1.234,50', '1.234', ' 42 ']) {
      expect(es(monto), monto).toBeNull();
    }
    const en = refusalIn('en');
    for (const monto of ['0.01', '150', '150,5', '431.80', '1,234.50', '1,234']) expect(en(monto), monto).toBeNull();
  });

  it('is refused above the total debt with a message naming the debt', () => {
    expect(refusalIn('es')('50.000,01')).toBe('above the debt');
  });

  it('is refused when zero, not an amount, or ambiguous', () => {
    const es = refusalIn('es');
    expect(es('0')).toBe('payments.amountZero');
    expect(es('abc')).toBe('payments.amountInvalid');
    expect(es('')).toBe('payments.amountInvalid');
    expect(es('1,234')).toBe('payments.amountInvalid');
    expect(refusalIn('en')('1.234')).toBe('payments.amountInvalid');
    expect(es('1.23.4')).toBe('payments.amountInvalid');
  });

  it('travels as a plain decimal with two places', () => {
    expect(wireAmount('431,80', 'es')).toBe('431.80');
    expect(wireAmount('1.234,5', 'pt')).toBe('1234.50');
    expect(wireAmount('1,234.50', 'en')).toBe('1234.50');
    expect(wireAmount(' 42 ', 'es')).toBe('42.00');
  });
});
