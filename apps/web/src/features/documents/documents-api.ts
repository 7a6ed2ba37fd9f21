import { useQuery } from '@tanstack/react-query';
import { documentEndpoints as endpoints } from '@vo/domain/documents/documents.endpoints';
import type { DocumentEntry, DocumentKindWire } from '@vo/domain/documents/documents.wire';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { productKeys } from '../products/index.ts';

/** The kinds of GET /documentos/lista (docs/decisions/0008); legal documents, issued in Spanish. */
export type DocumentKind = DocumentKindWire;
export type { DocumentEntry };

/** GET /documentos/lista. Silent: a product that is not the person's is shown as "not found" in its place. */
export function useProductDocuments(idProducto: number | null) {
  return useQuery({
    queryKey: productKeys.documents(idProducto ?? 0),
    queryFn: async () => unwrap(await call(endpoints.list, { idProducto }, { silent: true })).documentos,
    enabled: idProducto !== null,
    retry: (count, error) => !(error instanceof ApiFailure) && count < 2,
  });
}

/** GET /documentos/descargar: one document, as a PDF to open or download (PdfActions). */
export async function fetchDocument({ tipo, id }: { tipo: DocumentKind; id: number }) {
  return unwrap(await call(endpoints.download, { tipo, id }));
}
