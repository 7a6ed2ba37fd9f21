import { useQuery } from '@tanstack/react-query';
import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import type { ProductDetail, ProductSummary } from '@vo/domain/products/products.types';
import { ApiFailure, api, unwrap } from './api.ts';
import { downloadPdf } from './download-pdf.ts';
import { productKeys } from './product-keys.ts';

/** Calls shared by the products pages and the payment page; each returns the data or throws ApiFailure. */

/** GET /productos/cliente: the person's own products (empty for people without any). */
export function useMyProducts() {
  return useQuery({
    queryKey: productKeys.list,
    queryFn: async () => unwrap(await api<{ productos: ProductSummary[] }>('productos/cliente')).productos,
  });
}

/**
 * GET /productos/detalle: summary, schedule and payments of one product. Silent: an unknown id, or
 * someone else's, is answered with products.notFound, which the page shows in place of the product.
 */
export function useProductDetail(idProducto: number | null) {
  return useQuery({
    queryKey: productKeys.detail(idProducto ?? 0),
    queryFn: async () =>
      unwrap(
        await api<ProductDetail>('productos/detalle', {
          query: { idProducto: String(idProducto) },
          silent: true,
        }),
      ),
    enabled: idProducto !== null,
  });
}

/** The product does not exist for this person (as opposed to a failure to load it). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiFailure && error.envelope.code === 'products.notFound';
}

/** GET /pagos/recibo: the receipt of one payment, saved as a PDF. */
export async function downloadReceipt(idPago: number): Promise<void> {
  downloadPdf(unwrap(await api<ReceiptDocument>('pagos/recibo', { query: { idPago: String(idPago) } })));
}
