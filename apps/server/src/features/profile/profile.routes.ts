import { citiesQuerySchema, profileUpdateRequestSchema } from '@vo/domain/profile/profile.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cityList, countryList, profilePageOf, profileUpdateOf, updateProfile } from './profile.service.ts';

const tags = ['profile'];

/** Spec §7 profile calls (docs/decisions/0007): the person's own contact data only. */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'self' as const };

  api.get('/datos/cliente/verificar/actualizar', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await profileUpdateOf(deps, request.session!)),
  );

  api.get('/paises/lista', { config, schema: { tags } }, async (_request, reply) => reply.ok(await countryList(deps)));

  api.get('/ciudades/lista', { config, schema: { tags, querystring: citiesQuerySchema } }, async (request, reply) =>
    reply.ok(await cityList(deps, request.query.pais)),
  );

  api.post(
    '/datos/cliente/actualizar',
    { config, schema: { tags, body: profileUpdateRequestSchema } },
    async (request, reply) => reply.ok(await updateProfile(deps, request.session!, request.body), 'profile.saved'),
  );

  api.get('/usuario/perfil', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await profilePageOf(deps, request.session!)),
  );
}
