import { productDetailWire } from '@vo/domain/products/product-account.wire';
import { productEndpoints as endpoints } from '@vo/domain/products/products.endpoints';
import { productListWire } from '@vo/domain/products/products.wire';
import { pdfFileWire } from '@vo/domain/wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { myProducts, productAccount, statementPdf } from './products.service.ts';

/** My products (docs/decisions/0008): only the caller's own, whatever id is asked for. */
export async function productsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['products']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;

  route(endpoints.list, own, async (_input, request, reply) =>
    reply.ok(productListWire(await myProducts(deps, request.session!))),
  );

  route(endpoints.detail, own, async ({ productId }, request, reply) =>
    reply.ok(productDetailWire(await productAccount(deps, request.session!, productId))),
  );

  route(endpoints.statement, own, async ({ productId }, request, reply) =>
    reply.ok(pdfFileWire(await statementPdf(deps, request.session!, productId))),
  );
}
