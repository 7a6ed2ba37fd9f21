import { z } from 'zod';
import { insideFromWire } from '../wire.ts';

/*
 * The documents' wire (spec §2 /generar-contrato, /imprimir-documentos; docs/decisions/0008, 0020): the
 * kinds travel in Spanish, legal documents are issued in Spanish; inside, English kinds and instants.
 */

export type DocumentKind = 'contract' | 'paymentPlan' | 'receipt' | 'addendum';

const KIND_WIRE = {
  contract: 'contrato',
  paymentPlan: 'plan_pagos',
  receipt: 'recibo',
  addendum: 'adenda',
} as const satisfies Record<DocumentKind, string>;
const kindFromWire = insideFromWire(KIND_WIRE);

/** GET /documentos/descargar?tipo=&id=: a kind that is not one answers like a document not found. */
export const documentRequest = z
  .object({
    tipo: z.enum(['contrato', 'plan_pagos', 'recibo', 'adenda'], { error: 'documents.notFound' }),
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  })
  .transform((query) => ({ kind: kindFromWire[query.tipo], id: query.id }));

/** Inside: one document /imprimir-documentos offers. */
export interface ProductDocument {
  kind: DocumentKind;
  /** the product for a contract or payment plan, the payment for a receipt, the change for an addendum */
  id: number;
  name: string;
  createdAt: Date;
}

const documentEntryAnswer = z.object({
  tipo: z.enum(['contrato', 'plan_pagos', 'recibo', 'adenda']),
  id: z.number().int(),
  nombre: z.string(),
  fecha: z.string(),
});
export type DocumentEntry = z.output<typeof documentEntryAnswer>;
export type DocumentKindWire = DocumentEntry['tipo'];

export const documentListAnswer = z.object({ documentos: z.array(documentEntryAnswer) });

export const documentListWire = (documents: ProductDocument[]): z.output<typeof documentListAnswer> => ({
  documentos: documents.map((document) => ({
    tipo: KIND_WIRE[document.kind],
    id: document.id,
    nombre: document.name,
    fecha: document.createdAt.toISOString(),
  })),
});
