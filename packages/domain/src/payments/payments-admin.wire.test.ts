import { describe, expect, it } from 'vitest';
import { adminPaymentRowWire, dayTotalsAnswer, dayTotalsWire, paymentActWire } from './payments-admin.wire.ts';

const payment = {
  id: 12,
  createdAt: new Date('2026-11-28T13:00:00Z'),
  day: '2026-11-28',
  method: 'qr',
  state: 'regularising',
  amountCents: 4_990_740n,
  currency: 'USD',
  companyId: 30,
  company: 'Parques',
  customer: 'Ana Quispe',
  contract: 'C-1',
  receiptNumber: null,
  refundedCents: 0n,
  means: null,
};

describe('the money section on the wire', () => {
  it('words a payment’s stored state for the console, and money as decimals', () => {
    expect(adminPaymentRowWire(payment)).toMatchObject({
      idPago: 12,
      fecha: '2026-11-28T13:00:00.000Z',
      estado: 'en_regularizacion',
      monto: '49907.40',
      reembolsado: '0.00',
      medio: null,
    });
    expect(paymentActWire({ id: 12, state: 'confirmed', amountCents: 100n, receiptNumber: 'R-1' })).toEqual({
      idPago: 12,
      estado: 'confirmado',
      monto: '1.00',
      nroRecibo: 'R-1',
    });
    expect(paymentActWire({ id: 12, state: 'refunded', amountCents: 100n, receiptNumber: null }).estado).toBe(
      'reembolsado',
    );
  });

  it('writes a day that does not reconcile with its difference, signed', () => {
    const wire = dayTotalsWire({
      from: '2026-11-01',
      to: '2026-11-28',
      days: [{ day: '2026-11-28', count: 2, paymentsCents: 10_000n, ledgerCents: 12_500n, differenceCents: -2_500n }],
      detail: [
        { day: '2026-11-28', method: 'card', companyId: 30, company: 'Parques', count: 2, amountCents: 10_000n },
      ],
    });
    expect(wire.dias).toEqual([
      { dia: '2026-11-28', cantidad: 2, pagos: '100.00', libroMayor: '125.00', diferencia: '-25.00' },
    ]);
    expect(wire.detalle[0]).toMatchObject({ metodo: 'card', empresaId: 30, monto: '100.00' });
    expect(dayTotalsAnswer.parse(wire)).toEqual(wire);
  });
});
