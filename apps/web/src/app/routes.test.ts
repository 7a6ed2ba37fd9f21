import { COMPANY_BRANDS } from '@vo/domain/config';
import { describe, expect, it } from 'vitest';
import { routesForSession } from './routes.tsx';

describe('the logged-in routes', () => {
  const paths = routesForSession().map((route) => route.path);

  it('open my products and the account balance', () => {
    expect(paths).toContain('/mi-producto');
    expect(paths).toContain('/saldo-cuenta');
  });

  it('open a product’s detail and payment under the plain address and under every brand', () => {
    for (const base of ['/detalle-productos', '/realizar-pago']) {
      expect(paths).toContain(`${base}/:idProducto`);
      for (const brand of Object.values(COMPANY_BRANDS)) expect(paths).toContain(`${base}-${brand}/:idProducto`);
    }
  });

  it('keep the not-found catch-all last and every path once', () => {
    expect(paths.at(-1)).toBe('*');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
