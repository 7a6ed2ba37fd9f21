import { defineEndpoint } from '../endpoint.ts';
import { pdfFileAnswer } from '../wire.ts';
import { productDetailAnswer } from './product-account.wire.ts';
import { productListAnswer, productRequest } from './products.wire.ts';

/** My products (docs/decisions/0008): only the caller's own, whatever id is asked for. */
export const productEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'productos/cliente', answer: productListAnswer }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'productos/detalle',
    query: productRequest,
    answer: productDetailAnswer,
  }),
  statement: defineEndpoint({
    method: 'GET',
    path: 'productos/estado-cuenta',
    query: productRequest,
    answer: pdfFileAnswer,
  }),
};
