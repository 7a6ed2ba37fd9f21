import { describe, expect, it } from 'vitest';
import { checkPaymentAmount, paymentAmountSchema } from './amount.rules.ts';
import { blackoutAt } from './blackout.rules.ts';
import { cardBrandOf, cardExpired, cardFieldsSchema } from './card.rules.ts';

describe('payment amount (spec §5)', () => {
  it('accepts a valid amount up to the debt and refuses zero, bad formats and more than the debt', () => {
    expect(checkPaymentAmount('150,5', 15_050n)).toEqual({ ok: true, cents: 15_050n });
    expect(checkPaymentAmount('150.51', 15_050n)).toEqual({ ok: false, key: 'payments.amountAboveDebt' });
    expect(checkPaymentAmount('0.00', 100n)).toEqual({ ok: false, key: 'payments.amountZero' });
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1 000']) {
      expect(checkPaymentAmount(bad, 100_000n), bad).toEqual({ ok: false, key: 'payments.amountInvalid' });
    }
    expect(paymentAmountSchema.safeParse('0').error?.issues[0]?.message).toBe('payments.amountZero');
  });
});

describe('card fields (spec §5)', () => {
  const card = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2030', cvc: '123' };
  const firstError = (changes: object) => cardFieldsSchema.safeParse({ ...card, ...changes }).error?.issues[0]?.message;

  it('takes Visa and MasterCard only, with a number that passes the Luhn check', () => {
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBeNull();
    expect(firstError({})).toBeUndefined();
    expect(firstError({ numeroTarjeta: '4111 1111 1111 1112' })).toBe('payments.cardNumberInvalid');
    expect(firstError({ numeroTarjeta: '3782 822463 10005' })).toBe('payments.cardBrandNotAccepted');
    expect(firstError({ numeroTarjeta: '' })).toBe('payments.cardNumberRequired');
    expect(firstError({ mesExpiracion: '0' })).toBe('payments.cardExpiryInvalid');
    expect(firstError({ anioExpiracion: '1999' })).toBe('payments.cardExpiryInvalid');
    expect(firstError({ cvc: '1234' })).toBe('payments.cardCvcInvalid');
  });

  it('is good through the last day of its expiry month, in La Paz', () => {
    // 1 December 2026 03:00 UTC is still 30 November in La Paz.
    expect(cardExpired(11, 2026, new Date('2026-12-01T03:00:00Z'))).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-12-01T04:00:00Z'))).toBe(true);
    expect(cardExpired(1, 2027, new Date('2026-12-31T12:00:00Z'))).toBe(false);
  });
});

describe('payment blackout windows (spec §9, La Paz time)', () => {
  it('closes payments to companies 12 and 27 from 30/12/2022 23:30 to 31/12/2022 06:00 only', () => {
    const at = (iso: string) => new Date(iso);
    // La Paz is UTC-4: 23:30 there is 03:30 UTC the next day.
    expect(blackoutAt(12, at('2022-12-31T03:29:59Z'))).toBeNull();
    expect(blackoutAt(12, at('2022-12-31T03:30:00Z'))).toEqual({ until: '31/12/2022 06:00:00' });
    expect(blackoutAt(27, at('2022-12-31T09:59:59Z'))).toEqual({ until: '31/12/2022 06:00:00' });
    expect(blackoutAt(27, at('2022-12-31T10:00:00Z'))).toBeNull();
    expect(blackoutAt(2, at('2022-12-31T05:00:00Z'))).toBeNull();
  });
});
