import { COMPANY_BRANDS } from '@vo/domain/config';
import { describe, expect, it } from 'vitest';
import {
  brandRoutePaths,
  DOCUMENTS_PATH,
  friendPaymentLink,
  paymentPath,
  productDetailPath,
  productIdOf,
  withProduct,
} from './product-routes.ts';

describe('the product pages’ addresses', () => {
  it('has the plain route and one per brand of the group', () => {
    const paths = brandRoutePaths('/detalle-productos');
    expect(paths).toContain('/detalle-productos/:idProducto');
    for (const brand of Object.values(COMPANY_BRANDS))
      expect(paths).toContain(`/detalle-productos-${brand}/:idProducto`);
    expect(paths).toHaveLength(Object.keys(COMPANY_BRANDS).length + 1);
  });

  it('takes a customer to the detail and payment of a product under its brand', () => {
    expect(productDetailPath('parque', 7)).toBe('/detalle-productos-parque/7');
    expect(paymentPath('urbanizaciones', 12)).toBe('/realizar-pago-urbanizaciones/12');
  });

  it('uses the plain route for a brand the portal has no route for', () => {
    expect(productDetailPath('', 7)).toBe('/detalle-productos/7');
    expect(paymentPath('unknown', 7)).toBe('/realizar-pago/7');
  });

  it('reads only a positive whole number as a product id', () => {
    expect(productIdOf('42')).toBe(42);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', '7abc', '1e3']) expect(productIdOf(bad)).toBeNull();
  });

  it('opens the documents of a product from its detail', () => {
    expect(withProduct(DOCUMENTS_PATH, 2)).toBe('/imprimir-documentos?idProducto=2');
  });

  it('gives the owner a link to send a friend, on the portal the owner is using', () => {
    expect(friendPaymentLink('https://portal.example', 'PAGAME23')).toBe('https://portal.example/pago-amigo/PAGAME23');
  });
});
