import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { businessDateOf } from '@vo/domain/time';
import { contractDocument, paymentPlanDocument } from '../../adapters/pdf/contract-documents.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import { scheduleOf, toInstalment } from '../../platform/product-accounts.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { addendaOfProduct, addendumPdfOf, customerOf, receiptPdfOf, receiptsOfProduct } from './documents.repo.ts';

export const DOCUMENT_KINDS = ['contrato', 'plan_pagos', 'recibo', 'adenda'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentEntry {
  tipo: DocumentKind;
  id: number;
  nombre: string;
  fecha: string;
}

/** GET /documentos/lista: what /imprimir-documentos offers for one product. */
export async function documentsOf(
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<{ documentos: DocumentEntry[] }> {
  const product = await requireOwnProduct(deps.db, session.userId, productId);
  const created = product.createdAt.toISOString();
  const [paid, addenda] = await Promise.all([
    receiptsOfProduct(deps.db, session.userId, product.id),
    addendaOfProduct(deps.db, session.userId, product.id),
  ]);
  return {
    documentos: [
      { tipo: 'contrato', id: product.id, nombre: `Contrato ${product.contractNumber}`, fecha: created },
      { tipo: 'plan_pagos', id: product.id, nombre: `Plan de pagos ${product.contractNumber}`, fecha: created },
      ...addenda.map((a) => ({
        tipo: 'adenda' as const,
        id: a.id,
        nombre: a.kind === 'upgrade' ? 'Adenda de mejora de membresía' : 'Adenda de reconfiguración',
        fecha: a.createdAt.toISOString(),
      })),
      ...paid.map((r) => ({
        tipo: 'recibo' as const,
        id: r.paymentId,
        nombre: `Recibo ${r.number}`,
        fecha: r.createdAt.toISOString(),
      })),
    ],
  };
}

const asDocument = (name: string, pdf: Uint8Array): ReceiptDocument => ({
  nombreArchivo: name,
  pdfBase64: Buffer.from(pdf).toString('base64'),
});

/** GET /documentos/descargar: one document as a PDF, generated from today's data or as it was written. */
export async function documentPdf(
  deps: AppDeps,
  session: SessionContext,
  kind: DocumentKind,
  id: number,
): Promise<ReceiptDocument> {
  const now = deps.clock.now();
  if (kind === 'recibo') {
    const receipt = await receiptPdfOf(deps.db, session.userId, id);
    if (!receipt) throw new AppError('documents.notFound');
    return asDocument(`recibo-${receipt.number}.pdf`, receipt.pdf);
  }
  if (kind === 'adenda') {
    const addendum = await addendumPdfOf(deps.db, session.userId, id);
    if (!addendum) throw new AppError('documents.notFound');
    return asDocument(`adenda-${id}.pdf`, addendum.pdf);
  }
  const product = await requireOwnProduct(deps.db, session.userId, id);
  const schedule = (await scheduleOf(deps.db, product.id)).map(toInstalment);
  if (kind === 'plan_pagos') {
    const pdf = await renderPdf(paymentPlanDocument(product, schedule, businessDateOf(now), now), now);
    return asDocument(`plan-pagos-${product.contractNumber}.pdf`, pdf);
  }
  const customer = await customerOf(deps.db, session.userId);
  const pdf = await renderPdf(contractDocument(product, customer, schedule, now), now);
  return asDocument(`contrato-${product.contractNumber}.pdf`, pdf);
}
