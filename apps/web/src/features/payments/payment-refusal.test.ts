import { describe, expect, it } from 'vitest';
import { ApiFailure, NetworkError } from '../../lib/api-client.ts';
import { refusalField } from './payment-refusal.ts';

const refusal = (code: string, message: string, campo?: string) =>
  new ApiFailure({ status: 1, code, message, ...(campo ? { data: { campo } } : {}) });
const PIN_REFUSALS = { 'payments.walletPinWrong': 'pin', 'payments.walletLocked': 'pin' } as const;

describe('a refusal of a payment method shown next to the field it is about', () => {
  it('lands on the field the server names', () => {
    expect(refusalField(refusal('payments.prepaidUsed', 'Used up.', 'codigo'), ['codigo'])).toEqual({
      field: 'codigo',
      message: 'Used up.',
    });
  });

  it('lands on the PIN when the wallet locks, although the server names no field then', () => {
    expect(refusalField(refusal('payments.walletLocked', 'Locked for 30 minutes.'), ['pin'], PIN_REFUSALS)).toEqual({
      field: 'pin',
      message: 'Locked for 30 minutes.',
    });
  });

  it('belongs to no field of the form otherwise: the amount, a blackout, or no answer at all', () => {
    expect(refusalField(refusal('payments.walletBalanceLow', 'Too few points.', 'monto'), ['pin'], PIN_REFUSALS)).toBe(
      null,
    );
    expect(refusalField(refusal('payments.blackout', 'Maintenance.'), ['pin'], PIN_REFUSALS)).toBeNull();
    expect(refusalField(new NetworkError('timeout'), ['pin'], PIN_REFUSALS)).toBeNull();
  });
});
