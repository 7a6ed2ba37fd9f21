import { maintenanceEndpoints as endpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import { maintenanceClosedWire, maintenanceWindowWire } from '@vo/domain/maintenance/maintenance.wire';
import { maintenanceOpsEndpoints as opsEndpoints } from '@vo/domain/maintenance/maintenance-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { checkMaintenance, startMaintenance, stopMaintenance } from './maintenance.service.ts';

export async function maintenanceRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['maintenance']);
  const { deps } = app;
  const { maintenance } = deps.memory;
  const operator = { access: 'ops', maintenanceExempt: true } as const;

  route(endpoints.check, { access: 'public', maintenanceExempt: true }, async (_input, _request, reply) => {
    await checkMaintenance(maintenance);
    return reply.ok(null);
  });

  route(opsEndpoints.on, operator, async (input, _request, reply) =>
    reply.ok(maintenanceWindowWire(await startMaintenance(deps, maintenance, input.until))),
  );

  route(opsEndpoints.off, operator, async (_input, _request, reply) =>
    reply.ok(maintenanceClosedWire(await stopMaintenance(deps, maintenance))),
  );
}
