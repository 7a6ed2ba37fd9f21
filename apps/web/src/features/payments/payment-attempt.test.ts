import { describe, expect, it } from 'vitest';
import { ApiFailure, NetworkError } from '../../lib/api-client.ts';
import { createPaymentAttempts, isDefinitiveAnswer, newPaymentKey } from './payment-attempt.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const payment = { idProducto: 7, monto: '150.00', numeroTarjeta: '4111111111111111' };

describe('the Idempotency-Key of a payment', () => {
  it('is the same when the customer presses Pay twice or retries after the network failed', () => {
    const attempts = createPaymentAttempts(counter());
    const first = attempts.keyFor(payment);
    expect(attempts.keyFor({ ...payment })).toBe(first);
    expect(attempts.keyFor(payment)).toBe(first);
  });

  it('is new once the server has answered, so the next payment is charged on its own', () => {
    const attempts = createPaymentAttempts(counter());
    const first = attempts.keyFor(payment);
    attempts.settle();
    expect(attempts.keyFor(payment)).not.toBe(first);
  });

  it('is new for a different payment (another amount)', () => {
    const attempts = createPaymentAttempts(counter());
    const first = attempts.keyFor(payment);
    expect(attempts.keyFor({ ...payment, monto: '200.00' })).not.toBe(first);
  });

  it('fits the header the server accepts (8 to 200 of A-Z a-z 0-9 _ . : -)', () => {
    expect(newPaymentKey()).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(newPaymentKey()).not.toBe(newPaymentKey());
  });
});

describe('an answer to a payment', () => {
  it('is definitive when the server paid or refused, not when the network failed', () => {
    expect(isDefinitiveAnswer(null)).toBe(true);
    expect(isDefinitiveAnswer(new ApiFailure({ status: 1, code: 'payments.declined' }))).toBe(true);
    expect(isDefinitiveAnswer(new NetworkError('timeout'))).toBe(false);
    expect(isDefinitiveAnswer(new NetworkError('network'))).toBe(false);
  });
});
