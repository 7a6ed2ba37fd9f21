import { procedureChangedWire } from '@vo/domain/procedures/procedures.wire';
import { procedureAdminEndpoints as endpoints } from '@vo/domain/procedures/procedures-admin.endpoints';
import { procedureQueueWire } from '@vo/domain/procedures/procedures-admin.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { moveProcedure } from './procedure-changes.service.ts';
import { procedureQueuePage } from './procedures-admin.service.ts';

/** Procedures: the customers' procedures queue (docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function proceduresAdminRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const staff = { access: 'staff', permission: 'procedures.act' } as const;
  route(endpoints.queue, staff, async (input, _request, reply) =>
    reply.ok(procedureQueueWire(await procedureQueuePage(deps, input))),
  );
  // Exactly the operator's move (the customer is notified in their language), audited with the staff member.
  route(endpoints.move, staff, async (input, request, reply) => {
    const moved = await moveProcedure(deps, input, { staffId: request.staff!.staffId, ip: request.ip });
    return reply.ok(procedureChangedWire(moved));
  });
}
