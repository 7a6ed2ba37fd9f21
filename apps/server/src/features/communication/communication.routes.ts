import { communicationEndpoints as endpoints } from '@vo/domain/communication/communication.endpoints';
import {
  companyListWire,
  maintenanceWindowPageWire,
  maintenanceWindowWire,
  messageSentWire,
  outboxPageWire,
} from '@vo/domain/communication/communication.wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import {
  closeWindow,
  companiesList,
  outboxPage,
  scheduleWindow,
  sendMessage,
  windowsPage,
} from './communication.service.ts';

/** Communication: maintenance windows, notices, promotions, the outbox (docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function communicationRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const { maintenance } = deps.memory;
  const staff = { access: 'staff', permission: 'communication.act' } as const;
  const actor = (request: FastifyRequest) => ({ staffId: request.staff!.staffId, ip: request.ip });

  route(endpoints.windows, staff, async (input, _request, reply) =>
    reply.ok(maintenanceWindowPageWire(await windowsPage(deps, input.page))),
  );
  route(endpoints.schedule, staff, async (input, request, reply) =>
    reply.ok(maintenanceWindowWire(await scheduleWindow(deps, maintenance, actor(request), input))),
  );
  route(endpoints.closeWindow, staff, async (input, request, reply) =>
    reply.ok(maintenanceWindowWire(await closeWindow(deps, maintenance, actor(request), input.windowId))),
  );
  route(endpoints.companies, staff, async (_input, _request, reply) =>
    reply.ok(companyListWire(await companiesList(deps))),
  );
  route(endpoints.send, staff, async (input, request, reply) =>
    reply.ok(messageSentWire(await sendMessage(deps, actor(request), input))),
  );
  route(endpoints.outbox, staff, async (input, _request, reply) =>
    reply.ok(outboxPageWire(await outboxPage(deps, input.page, input.search))),
  );
}
