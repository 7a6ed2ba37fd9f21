import { personAccessWire } from '@vo/domain/users/users.wire';
import { userOpsEndpoints as opsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { forceLogout, setIdCardAsked, setLandButtonRestricted, setUserAccess } from './users.service.ts';

/** Operator actions on one person's access (ARCHITECTURE §2 ops: force logout, users). */
export async function usersRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['ops']);
  const { deps } = app;
  const operator = { access: 'ops', maintenanceExempt: true } as const;
  route(opsEndpoints.logout, operator, async ({ documentNumber }, _request, reply) => {
    await forceLogout(deps, documentNumber);
    return reply.ok(personAccessWire(documentNumber));
  });
  route(opsEndpoints.disable, operator, async ({ documentNumber }, _request, reply) => {
    await setUserAccess(deps, documentNumber, false);
    return reply.ok(personAccessWire(documentNumber));
  });
  route(opsEndpoints.enable, operator, async ({ documentNumber }, _request, reply) => {
    await setUserAccess(deps, documentNumber, true);
    return reply.ok(personAccessWire(documentNumber));
  });
  const toggles = [
    [opsEndpoints.landButtonRestrict, (ci: string) => setLandButtonRestricted(deps, ci, true)],
    [opsEndpoints.landButtonAllow, (ci: string) => setLandButtonRestricted(deps, ci, false)],
    [opsEndpoints.idCardAsk, (ci: string) => setIdCardAsked(deps, ci, true)],
    [opsEndpoints.idCardReceived, (ci: string) => setIdCardAsked(deps, ci, false)],
  ] as const;
  for (const [endpoint, act] of toggles) {
    route(endpoint, operator, async ({ documentNumber }, _request, reply) => {
      await act(documentNumber);
      return reply.ok(personAccessWire(documentNumber));
    });
  }
}
