import { noveltyEndpoints as endpoints } from '@vo/domain/novelties/novelties.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { noveltySeen, pendingNovelty } from './novelties.service.ts';

/** The novelty modal's calls (spec §9; docs/decisions/0025): any signed-in person, about themselves. */
export async function noveltiesRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['novelties']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.pending, self, async (_input, request, reply) =>
    reply.ok(await pendingNovelty(deps, request.session!, request.lang)),
  );
  route(endpoints.seen, self, async ({ noveltyId }, request, reply) => {
    await noveltySeen(deps, request.session!, noveltyId);
    return reply.ok(undefined);
  });
}
