import { productQuerySchema } from '@vo/domain/products/products.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myProducts, productDetail, statementPdf } from './products.service.ts';

const tags = ['products'];

/** My products (docs/decisions/0008): only the caller's own, whatever id is asked for. */
export async function productsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'customer-own' as const };

  api.get('/productos/cliente', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await myProducts(deps, request.session!)),
  );

  api.get('/productos/detalle', { config, schema: { tags, querystring: productQuerySchema } }, async (request, reply) =>
    reply.ok(await productDetail(deps, request.session!, request.query.idProducto)),
  );

  api.get(
    '/productos/estado-cuenta',
    { config, schema: { tags, querystring: productQuerySchema } },
    async (request, reply) => reply.ok(await statementPdf(deps, request.session!, request.query.idProducto)),
  );
}
