import { staffAuthEndpoints as endpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.repo.ts';
import { endpointRoutes } from '../../platform/endpoint-route.ts';
import { closeStaffSession } from '../../platform/staff-sessions.ts';
import { staffCodeStep, staffPasswordStep } from './staff-login.service.ts';

/** The back office's sign-in (docs/decisions/0038): password, then the second factor; who is signed in; sign-out. */
export async function staffRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const staffLogin = { access: 'public', maintenanceExempt: true } as const;
  route(endpoints.login, staffLogin, async (input, request, reply) =>
    reply.ok(await staffPasswordStep(deps, input, request.ip)),
  );
  route(endpoints.secondFactor, staffLogin, async (input, request, reply) =>
    reply.ok(await staffCodeStep(deps, input, request.ip)),
  );
  route(endpoints.me, { access: 'staff' }, async (_input, request, reply) => {
    const { fullName, email, role } = request.staff!;
    return reply.ok({ nombre: fullName, correo: email, rol: role });
  });
  route(endpoints.logout, { access: 'staff' }, async (_input, request, reply) => {
    await closeStaffSession(deps, request.staff!.sessionId);
    await audit(deps.db, { staffId: request.staff!.staffId, action: 'staff.logout', ip: request.ip }, deps.clock.now());
    return reply.ok();
  });
}
