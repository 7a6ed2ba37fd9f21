import type { DocumentKind, ProductDocument } from '@vo/domain/documents/documents.wire';
import { businessDateOf } from '@vo/domain/time';
import type { PdfFile } from '@vo/domain/wire';
import { contractDocument, paymentPlanDocument } from '../../adapters/pdf/contract-documents.ts';
import { receiptFile } from '../../adapters/pdf/receipt-file.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { requireOwnProduct, scheduleOf, toInstalment } from '../products/index.ts';
import { addendaOfProduct, addendumPdfOf, customerOf, receiptPdfOf, receiptsOfProduct } from './documents.repo.ts';

/** GET /documentos/lista: what /imprimir-documentos offers for one product. */
export async function documentsOf(
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<ProductDocument[]> {
  const product = await requireOwnProduct(deps.db, session.userId, productId);
  const created = product.createdAt;
  const [paid, addenda] = await Promise.all([
    receiptsOfProduct(deps.db, session.userId, product.id),
    addendaOfProduct(deps.db, session.userId, product.id),
  ]);
  // Legal documents are issued in Spanish, and so are their names.
  return [
    { kind: 'contract', id: product.id, name: `Contrato ${product.contractNumber}`, createdAt: created },
    { kind: 'paymentPlan', id: product.id, name: `Plan de pagos ${product.contractNumber}`, createdAt: created },
    ...addenda.map((a) => ({
      kind: 'addendum' as const,
      id: a.id,
      name: a.kind === 'upgrade' ? 'Adenda de mejora de membresía' : 'Adenda de reconfiguración',
      createdAt: a.createdAt,
    })),
    ...paid.map((r) => ({
      kind: 'receipt' as const,
      id: r.paymentId,
      name: `Recibo ${r.number}`,
      createdAt: r.createdAt,
    })),
  ];
}

const asDocument = (fileName: string, pdf: Uint8Array): PdfFile => ({
  fileName,
  base64: Buffer.from(pdf).toString('base64'),
});

/** GET /documentos/descargar: one document as a PDF, generated from today's data or as it was written. */
export async function documentPdf(
  deps: AppDeps,
  session: SessionContext,
  kind: DocumentKind,
  id: number,
): Promise<PdfFile> {
  const now = deps.clock.now();
  if (kind === 'receipt') {
    const receipt = await receiptPdfOf(deps.db, session.userId, id);
    if (!receipt) throw new AppError('documents.notFound');
    return asDocument(`recibo-${receipt.number}.pdf`, await receiptFile(receipt));
  }
  if (kind === 'addendum') {
    const addendum = await addendumPdfOf(deps.db, session.userId, id);
    if (!addendum) throw new AppError('documents.notFound');
    return asDocument(`adenda-${id}.pdf`, addendum.pdf);
  }
  const product = await requireOwnProduct(deps.db, session.userId, id);
  const schedule = (await scheduleOf(deps.db, product.id)).map(toInstalment);
  if (kind === 'paymentPlan') {
    const pdf = await renderPdf(paymentPlanDocument(product, schedule, businessDateOf(now), now), now);
    return asDocument(`plan-pagos-${product.contractNumber}.pdf`, pdf);
  }
  const customer = await customerOf(deps.db, session.userId);
  const pdf = await renderPdf(contractDocument(product, customer, schedule, now), now);
  return asDocument(`contrato-${product.contractNumber}.pdf`, pdf);
}
