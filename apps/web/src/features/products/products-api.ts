import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints as endpoints } from '@vo/domain/products/products.endpoints';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { productKeys } from './product-keys.ts';
import { readMyProducts, readProductDetail } from './product-reads.ts';

/** Calls shared by the products pages and the payment page; each returns the data or throws ApiFailure. */

/** GET /productos/cliente: the person's own products (empty for people without any). */
export function useMyProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productKeys.list,
    queryFn: readMyProducts,
    enabled,
  });
}

/** GET /productos/detalle: one product (product-reads.ts says why it is silent). */
export function useProductDetail(idProducto: number | null) {
  return useQuery({
    queryKey: productKeys.detail(idProducto ?? 0),
    queryFn: () => readProductDetail(idProducto ?? 0),
    enabled: idProducto !== null,
  });
}

/** The product does not exist for this person (as opposed to a failure to load it). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiFailure && error.envelope.code === 'products.notFound';
}

/** GET /pagos/recibo: the receipt of one payment, as a PDF to open or download (PdfActions). */
export async function fetchReceipt(idPago: number) {
  return unwrap(await call(paymentEndpoints.receipt, { idPago }));
}

/** GET /productos/estado-cuenta: the product's statement, as a PDF to open or download (PdfActions). */
export async function fetchStatement(idProducto: number) {
  return unwrap(await call(endpoints.statement, { idProducto }));
}
