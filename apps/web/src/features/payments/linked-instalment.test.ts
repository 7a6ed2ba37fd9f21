import type { InstalmentRow } from '@vo/domain/products/products.types';
import { describe, expect, it } from 'vitest';
import { linkedInstalment } from './linked-instalment.ts';

const row = (nroCuota: number, fechaVencimiento: string, saldo: string): InstalmentRow => ({
  nroCuota,
  fechaVencimiento,
  monto: '100.00',
  capital: '100.00',
  interes: '0.00',
  multas: '0.00',
  gastos: '0.00',
  formulario: '0.00',
  pagado: saldo === '0.00' ? '100.00' : '0.00',
  saldo,
  estado: saldo === '0.00' ? 'PAGADA' : 'PENDIENTE',
  nroRecibo: null,
});

const schedule = [
  row(1, '2026-09-15', '0.00'),
  row(3, '2026-11-15', '100.00'),
  row(2, '2026-10-15', '40.50'),
  row(4, '2026-12-15', '100.00'),
];

describe("a reminder's link to the payment of one instalment", () => {
  it('pays that instalment with every earlier one still owed, oldest first as the server allocates', () => {
    const linked = linkedInstalment(schedule, '3');
    expect(linked.kind).toBe('found');
    if (linked.kind !== 'found') return;
    expect(linked.instalment.nroCuota).toBe(3);
    expect(linked.earlier.map((r) => r.nroCuota)).toEqual([2]);
    expect(linked.totalCents).toBe(14_050n);
    const oldest = linkedInstalment(schedule, '2');
    expect(oldest.kind === 'found' && oldest.earlier.length === 0 && oldest.totalCents === 4_050n).toBe(true);
  });

  it('ignores a paid, unknown or malformed instalment, and is absent without the link', () => {
    expect(linkedInstalment(schedule, null).kind).toBe('none');
    for (const cuota of ['1', '9', '-2', 'abc', '3.5', '1e3'])
      expect(linkedInstalment(schedule, cuota).kind).toBe('ignored');
  });
});
