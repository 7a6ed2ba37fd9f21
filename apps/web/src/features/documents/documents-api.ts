import { useQuery } from '@tanstack/react-query';
import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { ApiFailure, api, unwrap } from '../../lib/api.ts';
import { downloadPdf } from '../../lib/download-pdf.ts';
import { productKeys } from '../../lib/product-keys.ts';

/** The kinds of GET /documentos/lista (docs/decisions/0008); legal documents, issued in Spanish. */
export type DocumentKind = 'contrato' | 'plan_pagos' | 'recibo' | 'adenda';

export interface DocumentEntry {
  tipo: DocumentKind;
  /** the product for a contract or payment plan, the payment for a receipt, the change for an addendum */
  id: number;
  nombre: string;
  fecha: string;
}

/** GET /documentos/lista. Silent: a product that is not the person's is shown as "not found" in its place. */
export function useProductDocuments(idProducto: number | null) {
  return useQuery({
    queryKey: productKeys.documents(idProducto ?? 0),
    queryFn: async () =>
      unwrap(
        await api<{ documentos: DocumentEntry[] }>('documentos/lista', {
          query: { idProducto: String(idProducto) },
          silent: true,
        }),
      ).documentos,
    enabled: idProducto !== null,
    retry: (count, error) => !(error instanceof ApiFailure) && count < 2,
  });
}

/** GET /documentos/descargar: one document, saved as a PDF; answers its file name. */
export async function downloadDocument({ tipo, id }: { tipo: DocumentKind; id: number }): Promise<string> {
  const file = unwrap(await api<ReceiptDocument>('documentos/descargar', { query: { tipo, id: String(id) } }));
  downloadPdf(file);
  return file.nombreArchivo;
}
