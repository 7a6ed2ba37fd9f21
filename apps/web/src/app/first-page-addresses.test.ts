import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the table is held to the router's own path builders; the feature's shell.ts also loads the API client, which needs a browser this test does not have
import { PRODUCTS_LIST_PATH, paymentPath } from '../features/products/product-routes.ts';
import { FIRST_PAGE_ADDRESSES } from './first-page-addresses.ts';

describe('the first pages prepared before the shell has run', () => {
  it('are found at the addresses the router gives them', () => {
    expect(FIRST_PAGE_ADDRESSES.myProducts.test(PRODUCTS_LIST_PATH)).toBe(true);
    expect(FIRST_PAGE_ADDRESSES.payment.exec(paymentPath('urbanizaciones', 12))?.[1]).toBe('12');
    expect(FIRST_PAGE_ADDRESSES.payment.exec(paymentPath('unknown', 7))?.[1]).toBe('7');
    expect(FIRST_PAGE_ADDRESSES.lotMap.exec('/mapa/proyecto/101')?.[1]).toBe('101');
  });

  it('are not mistaken for their neighbours', () => {
    expect(FIRST_PAGE_ADDRESSES.lotMap.test('/mapa/proyecto_caracteristicas/101')).toBe(false);
    expect(FIRST_PAGE_ADDRESSES.payment.test('/realizar-pago')).toBe(false);
    expect(FIRST_PAGE_ADDRESSES.myProducts.test('/mi-producto/7')).toBe(false);
  });
});
