import { staffAuthEndpoints as endpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { staffChallengeWire, staffProfileWire, staffSignedInWire } from '@vo/domain/back-office/staff-auth.wire';
import { staffMemberEndpoints } from '@vo/domain/back-office/staff-members.endpoints';
import { staffMembersWire, staffUnlockWire } from '@vo/domain/back-office/staff-members.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { closeStaffSession } from '../../platform/sessions/staff-sessions.ts';
import { staffCodeStep, staffPasswordStep } from './staff-login.service.ts';
import { staffMembers, unlockStaffMember } from './staff-members.service.ts';

/**
 * The back office's sign-in (docs/decisions/0038): password, then the second factor; who is signed in; sign-out;
 * and the administrator's list of the staff, who lifts a lock on a member's sign-in (docs/decisions/0042).
 */
export async function staffRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  // Per address too, like the portal's login: one machine cannot lock every staff member in turn (docs/decisions/0042).
  const staffLogin = {
    access: 'public',
    maintenanceExempt: true,
    rateLimit: { max: deps.rateLimits.loginPerMinute, timeWindow: '1 minute' },
  } as const;
  route(endpoints.login, staffLogin, async (input, request, reply) =>
    reply.ok(staffChallengeWire(await staffPasswordStep(deps, input, request.ip))),
  );
  route(endpoints.secondFactor, staffLogin, async (input, request, reply) =>
    reply.ok(staffSignedInWire(await staffCodeStep(deps, input, request.ip))),
  );
  route(endpoints.me, { access: 'staff' }, async (_input, request, reply) =>
    reply.ok(staffProfileWire(request.staff!)),
  );
  route(endpoints.logout, { access: 'staff' }, async (_input, request, reply) => {
    await closeStaffSession(deps, request.staff!.sessionId);
    await audit(deps.db, { staffId: request.staff!.staffId, action: 'staff.logout', ip: request.ip }, deps.clock.now());
    return reply.ok();
  });
  const staffAct = { access: 'staff', permission: 'staff.act' } as const;
  route(staffMemberEndpoints.list, staffAct, async (_input, _request, reply) =>
    reply.ok(staffMembersWire(await staffMembers(deps))),
  );
  route(staffMemberEndpoints.unlock, staffAct, async (input, request, reply) => {
    const unlocked = await unlockStaffMember(deps, { staffId: request.staff!.staffId, ip: request.ip }, input);
    return reply.ok(staffUnlockWire(unlocked.staffId), 'adminStaff.unlocked', { name: unlocked.name });
  });
}
