import { defineEndpoint } from '../endpoint.ts';
import { productRequest } from '../products/products.wire.ts';
import { pdfFileAnswer } from '../wire.ts';
import { documentListAnswer, documentRequest } from './documents.wire.ts';

/** A product's contract, payment plan, receipts and addenda (docs/decisions/0008): the caller's own only. */
export const documentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'documentos/lista',
    query: productRequest,
    answer: documentListAnswer,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: 'documentos/descargar',
    query: documentRequest,
    answer: pdfFileAnswer,
  }),
};
