import { describe, expect, it } from 'vitest';
import { type CardValues, cardFormSchema } from './card-form-schema.ts';

// 15 March 2026, midday in La Paz.
const schema = cardFormSchema(() => new Date('2026-03-15T16:00:00Z'));
const card = (over: Partial<CardValues> = {}): CardValues => ({
  numeroTarjeta: '4111 1111 1111 1111',
  mesExpiracion: '03',
  anioExpiracion: '26',
  cvc: '123',
  ...over,
});
const issues = (values: CardValues) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the card a customer pays with', () => {
  it('is good through the last day of its expiry month, and goes as digits only', () => {
    expect(issues(card())).toEqual([]);
    expect(schema.parse(card({ anioExpiracion: '2030' })).numeroTarjeta).toBe('4111111111111111');
  });

  it('is refused once expired, with the message on the year', () => {
    expect(issues(card({ mesExpiracion: '2' }))).toEqual([['anioExpiracion', 'payments.cardExpired']]);
    expect(issues(card({ anioExpiracion: '2025', mesExpiracion: '12' }))).toEqual([
      ['anioExpiracion', 'payments.cardExpired'],
    ]);
  });

  it('gets one message for an expiry that is not a date, not “expired” on top', () => {
    expect(issues(card({ anioExpiracion: '5' }))).toEqual([['anioExpiracion', 'payments.cardExpiryInvalid']]);
    expect(issues(card({ mesExpiracion: '13' }))).toEqual([['mesExpiracion', 'payments.cardExpiryInvalid']]);
  });

  it('must be a Visa or MasterCard with a 3-digit code', () => {
    expect(issues(card({ numeroTarjeta: '3782 822463 10005' }))).toEqual([
      ['numeroTarjeta', 'payments.cardBrandNotAccepted'],
    ]);
    expect(issues(card({ cvc: '12' }))).toEqual([['cvc', 'payments.cardCvcInvalid']]);
  });
});
