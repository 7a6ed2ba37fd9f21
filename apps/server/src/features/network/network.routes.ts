import { networkEndpoints as endpoints } from '@vo/domain/network/network.endpoints';
import { networkLevelWire, networkSearchWire } from '@vo/domain/network/network.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { networkLevel, searchNetwork } from './network.service.ts';

/** The client network tree (spec §2 /red/clientes): the calling adviser's own subtree only. */
export async function networkRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['network']);
  const { deps } = app;
  const own = { access: 'adviser-own' } as const;

  route(endpoints.level, own, async (input, request, reply) =>
    reply.ok(networkLevelWire(await networkLevel(deps, request.session!, input))),
  );
  route(endpoints.search, own, async ({ text }, request, reply) =>
    reply.ok(networkSearchWire(await searchNetwork(deps, request.session!, text))),
  );
}
