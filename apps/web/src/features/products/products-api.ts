import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { downloadPdf } from '../../lib/download-pdf.ts';

/** GET /productos/estado-cuenta: the product's statement, saved as a PDF. */
export async function downloadStatement(idProducto: number): Promise<void> {
  downloadPdf(
    unwrap(await api<ReceiptDocument>('productos/estado-cuenta', { query: { idProducto: String(idProducto) } })),
  );
}
