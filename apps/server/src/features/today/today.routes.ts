import { todayEndpoints as endpoints } from '@vo/domain/back-office/today.endpoints';
import { todayWire } from '@vo/domain/back-office/today.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { todayFigures } from './today.service.ts';

/**
 * The console's "Today" (docs/decisions/0053): every staff member lands on it, so it asks for no one permission;
 * the service leaves out each part whose section the member's role does not open.
 */
export async function todayRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  route(endpoints.today, { access: 'staff' }, async (_input, request, reply) =>
    reply.ok(todayWire(await todayFigures(deps, request.staff!))),
  );
}
