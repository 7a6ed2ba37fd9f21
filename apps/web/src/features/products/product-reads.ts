import { productEndpoints as endpoints } from '@vo/domain/products/products.endpoints';
import { call, unwrap } from '../../lib/api.ts';

/**
 * The products' reads, without TanStack Query: the pages' queries call them, and so does the entry before React
 * renders when a returning person opens one of these pages (app/first-reads.ts, docs/decisions/0061).
 */

/** GET /productos/cliente: the person's own products (empty for people without any). */
export const readMyProducts = async () => unwrap(await call(endpoints.list)).productos;

/**
 * GET /productos/detalle: summary, schedule and payments of one product. Silent: an unknown id, or
 * someone else's, is answered with products.notFound, which the page shows in place of the product.
 */
export const readProductDetail = async (idProducto: number) =>
  unwrap(await call(endpoints.detail, { idProducto }, { silent: true }));
