import { COMPANY_BRANDS } from '@vo/domain/config';
import { describe, expect, it } from 'vitest';
import {
  brandBasePaths,
  brandRoutePaths,
  DOCUMENTS_PATH,
  friendPaymentLink,
  PRODUCTS_LIST_PATH,
  paymentPath,
  productDetailPath,
  productIdOf,
  productWithoutId,
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

describe('a product page opened without a product id (docs/decisions/0028)', () => {
  const lot = { idProducto: 1, marca: 'urbanizaciones' };
  const membership = { idProducto: 2, marca: 'parque' };
  const pass = { idProducto: 4, marca: 'club' };

  it('opens the only product a customer has, at its own brand’s address', () => {
    expect(productWithoutId('/realizar-pago', [lot])).toBe('/realizar-pago-urbanizaciones/1');
    expect(productWithoutId('/detalle-productos', [membership])).toBe('/detalle-productos-parque/2');
    expect(productWithoutId('/realizar-pago-club', [lot])).toBe('/realizar-pago-urbanizaciones/1');
  });

  it('opens the only product of the brand the address names, among several', () => {
    expect(productWithoutId('/realizar-pago-club', [lot, pass])).toBe('/realizar-pago-club/4');
    expect(productWithoutId('/detalle-productos-parque/', [lot, membership, pass])).toBe('/detalle-productos-parque/2');
  });

  it('sends a customer with several products, or none, to the product list', () => {
    expect(productWithoutId('/realizar-pago', [lot, membership])).toBe(PRODUCTS_LIST_PATH);
    expect(productWithoutId('/detalle-productos-viviendas', [lot, membership])).toBe(PRODUCTS_LIST_PATH);
    expect(productWithoutId('/realizar-pago', [])).toBe('/mi-producto');
  });

  it('has the plain address and one per brand, without the id', () => {
    expect(brandBasePaths('/realizar-pago')).toEqual([
      '/realizar-pago',
      ...Object.values(COMPANY_BRANDS).map((brand) => `/realizar-pago-${brand}`),
    ]);
  });
});
