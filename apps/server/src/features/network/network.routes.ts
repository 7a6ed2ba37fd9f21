import { networkLevelQuerySchema, networkSearchQuerySchema } from '@vo/domain/network/network.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { networkLevel, searchNetwork } from './network.service.ts';

const tags = ['network'];

/** The client network tree (spec §2 /red/clientes): the calling adviser's own subtree only. */
export async function networkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'adviser-own' as const };

  api.get('/red/clientes', { config, schema: { tags, querystring: networkLevelQuerySchema } }, async (request, reply) =>
    reply.ok(await networkLevel(deps, request.session!, request.query)),
  );
  api.get(
    '/red/clientes/buscar',
    { config, schema: { tags, querystring: networkSearchQuerySchema } },
    async (request, reply) => reply.ok(await searchNetwork(deps, request.session!, request.query.q)),
  );
}
