import { describe, expect, it } from 'vitest';
import { paymentAmountFormSchema, wireAmount } from './payment-amount.ts';

const schema = paymentAmountFormSchema(50_000n, () => 'above $500.00');
const refusal = (monto: string) => {
  const result = schema.safeParse({ monto });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the amount a customer pays', () => {
  it('may be anything from a cent up to the total debt, written with a point or a comma', () => {
    for (const monto of ['0.01', '150', '150,5', '500.00', ' 42 ']) expect(refusal(monto)).toBeNull();
  });

  it('is refused above the total debt with a message naming the debt', () => {
    expect(refusal('500.01')).toBe('above $500.00');
  });

  it('is refused when zero or not an amount', () => {
    expect(refusal('0')).toBe('payments.amountZero');
    expect(refusal('abc')).toBe('payments.amountInvalid');
    expect(refusal('')).toBe('payments.amountInvalid');
    expect(refusal('1.234')).toBe('payments.amountInvalid');
  });

  it('travels as a plain decimal with two places', () => {
    expect(wireAmount('150,5')).toBe('150.50');
    expect(wireAmount(' 42 ')).toBe('42.00');
  });
});
