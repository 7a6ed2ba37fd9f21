import { bestSellerQuerySchema, raceQuerySchema } from '@vo/domain/incentives/incentives.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bestSellerStanding, raceStanding } from './incentives.service.ts';
import { incentivesPdf } from './incentives-info.service.ts';

const tags = ['incentives'];

/** The travel race, the best-seller bonus (spec §2 /ranking, /bono-mejor-vendedor) and the incentives PDF. */
export async function incentivesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const adviser = { access: 'adviser-own' as const };

  api.get(
    '/ranking/carrera',
    { config: adviser, schema: { tags, querystring: raceQuerySchema } },
    async (request, reply) => reply.ok(await raceStanding(deps, request.session!, request.query.carrera)),
  );
  api.get(
    '/ranking/bono-mejor-vendedor',
    { config: adviser, schema: { tags, querystring: bestSellerQuerySchema } },
    async (request, reply) => reply.ok(await bestSellerStanding(deps, request.session!, request.query)),
  );
  // Spec §2: advisers and cashiers read the incentives information; the service says who else may not.
  api.get('/incentivos/informacion/pdf', { config: { access: 'self' }, schema: { tags } }, async (request, reply) =>
    reply.ok(await incentivesPdf(deps, request.session!, request.lang)),
  );
}
