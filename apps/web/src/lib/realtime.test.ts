import { describe, expect, it } from 'vitest';
import { readPaymentPush } from './realtime.ts';

describe('a payment push of the realtime channel', () => {
  it('names the payment whose QR was paid, with its receipt', () => {
    expect(readPaymentPush({ idPago: 41, estado: 'confirmado', nroRecibo: 'R-000041' })).toEqual({
      idPago: 41,
      estado: 'confirmado',
      nroRecibo: 'R-000041',
    });
  });

  it('may come without a receipt yet', () => {
    expect(readPaymentPush({ idPago: 41, estado: 'en_regularizacion' })).toEqual({
      idPago: 41,
      estado: 'en_regularizacion',
      nroRecibo: null,
    });
  });

  it('is ignored when it does not name a payment and its state', () => {
    for (const payload of [
      undefined,
      null,
      'x',
      {},
      { idPago: '41', estado: 'confirmado' },
      { idPago: 0, estado: 'x' },
    ]) {
      expect(readPaymentPush(payload)).toBeNull();
    }
    expect(readPaymentPush({ idPago: 41, estado: '' })).toBeNull();
  });
});
