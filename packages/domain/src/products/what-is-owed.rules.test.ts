import { describe, expect, it } from 'vitest';
import type { ProductSummary } from './products.types.ts';
import { nextInstalmentDue, nextIsOverdue, overdueProducts, overdueTotals } from './what-is-owed.rules.ts';

function product(id: number, over: Partial<ProductSummary>): ProductSummary {
  return {
    idProducto: id,
    tipo: 'lote',
    descripcion: `product ${id}`,
    nroContrato: `C-${id}`,
    idEmpresa: 2,
    empresa: 'Company',
    marca: 'urbanizaciones',
    moneda: 'USD',
    precio: '1000.00',
    deudaTotal: '500.00',
    deudaVencida: '0.00',
    cuotasVencidas: 0,
    proximaCuota: { nroCuota: 1, fechaVencimiento: '2026-09-14', monto: '100.00' },
    montoSugerido: '100.00',
    qrDisponible: true,
    cuotasPagadas: 0,
    cuotasTotales: 5,
    ...over,
  };
}

describe('what a customer owes, as the home tells it', () => {
  const house = product(3, {
    deudaVencida: '431.80',
    cuotasVencidas: 3,
    proximaCuota: { nroCuota: 7, fechaVencimiento: '2026-07-14', monto: '143.00' },
  });
  const pass = product(4, {
    deudaVencida: '90.10',
    cuotasVencidas: 1,
    proximaCuota: { nroCuota: 2, fechaVencimiento: '2026-06-01', monto: '90.10' },
  });
  const current = product(5, { proximaCuota: { nroCuota: 9, fechaVencimiento: '2026-10-01', monto: '50.00' } });
  const sooner = product(6, { proximaCuota: { nroCuota: 3, fechaVencimiento: '2026-09-20', monto: '20.00' } });

  it('pays the product whose oldest overdue instalment is oldest first', () => {
    expect(overdueProducts([house, current, pass]).map((p) => p.idProducto)).toEqual([4, 3]);
    expect(overdueProducts([current, sooner])).toEqual([]);
  });

  it('adds overdue money only within one currency', () => {
    const bob = product(7, { moneda: 'BOB', deudaVencida: '70.00', cuotasVencidas: 2 });
    expect(overdueTotals([house, pass, current, bob])).toEqual([
      { currency: 'USD', amount: '521.90', instalments: 4 },
      { currency: 'BOB', amount: '70.00', instalments: 2 },
    ]);
  });

  it('names the instalment falling due soonest among products that are current', () => {
    expect(nextInstalmentDue([current, house, sooner])?.idProducto).toBe(6);
    expect(nextInstalmentDue([house])).toBeNull();
  });

  it('reads a "next instalment" past its date as overdue', () => {
    expect(nextIsOverdue(house)).toBe(true);
    expect(nextIsOverdue(current)).toBe(false);
  });
});
