import { configurationAdminEndpoints as endpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { settingsHistoryWire, settingsWire } from '@vo/domain/configuration/configuration-admin.wire';
import { featureFlagsWire } from '@vo/domain/configuration/feature-flags.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { changeSetting, settingsHistory, settingsInForce } from './configuration-admin.service.ts';

/** Configuration (docs/decisions/0039): spec §9 flags and limits, their change with a reason, and history. */
export async function configurationAdminRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const rule = { access: 'staff', permission: 'configuration.act' } as const;
  route(endpoints.settings, rule, async (_input, _request, reply) =>
    reply.ok(settingsWire(await settingsInForce(deps))),
  );
  route(endpoints.change, rule, async (input, request, reply) => {
    await changeSetting(deps, input, request.staff, request.ip);
    // Open pages of this instance hear it now; the others' pages when their instance hears the commit.
    app.realtime.local.emit('configuracion', featureFlagsWire(deps.featureFlags));
    return reply.ok(settingsWire(await settingsInForce(deps)));
  });
  route(endpoints.history, rule, async (input, _request, reply) =>
    reply.ok(settingsHistoryWire(await settingsHistory(deps, input))),
  );
}
