import type { ProductSummary } from '@vo/domain/products/products.types';
import { describe, expect, it } from 'vitest';
import { accountBalance } from './account-balance.ts';

const product = (over: Partial<ProductSummary>): ProductSummary => ({
  idProducto: 1,
  tipo: 'lote',
  descripcion: 'Lot 12',
  nroContrato: 'C-1',
  idEmpresa: 2,
  empresa: 'Urbanizaciones',
  marca: 'urbanizaciones',
  moneda: 'USD',
  precio: '10000.00',
  deudaTotal: '0.00',
  deudaVencida: '0.00',
  cuotasVencidas: 0,
  proximaCuota: null,
  montoSugerido: '0.00',
  qrDisponible: false,
  cuotasPagadas: 0,
  cuotasTotales: 0,
  ...over,
});

describe('the account balance of a customer', () => {
  it('adds what every product owes and what is overdue, to the cent', () => {
    const totals = accountBalance([
      product({ deudaTotal: '1200.10', deudaVencida: '150.05', cuotasVencidas: 1 }),
      product({ idProducto: 2, deudaTotal: '800.20', deudaVencida: '0.00' }),
      product({ idProducto: 3, deudaTotal: '0.01', deudaVencida: '0.01', cuotasVencidas: 2 }),
    ]);
    expect(totals).toEqual([{ currency: 'USD', debtCents: 200031n, overdueCents: 15006n, overdueInstalments: 3 }]);
  });

  it('keeps amounts of different currencies apart', () => {
    const totals = accountBalance([product({ deudaTotal: '10' }), product({ moneda: 'BOB', deudaTotal: '70' })]);
    expect(totals.map((total) => [total.currency, total.debtCents])).toEqual([
      ['USD', 1000n],
      ['BOB', 7000n],
    ]);
  });

  it('is empty for someone without products', () => {
    expect(accountBalance([])).toEqual([]);
  });
});
