import { lotQuerySchema, projectListQuerySchema, projectQuerySchema } from '@vo/domain/catalogue/catalogue.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listProjects, lotDetail, projectDetail, projectMap } from './catalogue.service.ts';

const tags = ['catalogue'];

/** The catalogue (spec §2 /proyectos, /detalle/proyecto, /mapa/proyecto, /forma-pago/lote): for anyone logged in. */
export async function catalogueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'self' as const };

  api.get('/proyectos', { config, schema: { tags, querystring: projectListQuerySchema } }, async (request, reply) =>
    reply.ok(await listProjects(deps, request.query)),
  );
  api.get('/proyectos/detalle', { config, schema: { tags, querystring: projectQuerySchema } }, async (request, reply) =>
    reply.ok(await projectDetail(deps, request.query.idProyecto)),
  );
  // The one large answer of the portal (a 2 000-lot drawing): compressed, see docs/decisions/0012.
  api.get(
    '/proyectos/mapa',
    { config, compress: { threshold: 1024 }, schema: { tags, querystring: projectQuerySchema } },
    async (request, reply) => reply.ok(await projectMap(deps, request.query.idProyecto)),
  );
  api.get('/lotes/detalle', { config, schema: { tags, querystring: lotQuerySchema } }, async (request, reply) =>
    reply.ok(await lotDetail(deps, request.query.idLote)),
  );
}
