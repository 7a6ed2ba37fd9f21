import { productQuerySchema } from '@vo/domain/products/products.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_KINDS, documentPdf, documentsOf } from './documents.service.ts';

const tags = ['documents'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Contracts and documents (spec §2 /generar-contrato, /imprimir-documentos): the caller's own only. */
export async function documentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'customer-own' as const };

  api.get('/documentos/lista', { config, schema: { tags, querystring: productQuerySchema } }, async (request, reply) =>
    reply.ok(await documentsOf(deps, request.session!, request.query.idProducto)),
  );

  api.get(
    '/documentos/descargar',
    {
      config,
      schema: { tags, querystring: z.object({ tipo: z.enum(DOCUMENT_KINDS, { error: 'documents.notFound' }), id }) },
    },
    async (request, reply) => reply.ok(await documentPdf(deps, request.session!, request.query.tipo, request.query.id)),
  );
}
