import { defineEndpoint } from '../endpoint.ts';
import { staffMembersAnswer, staffUnlockAnswer, staffUnlockRequest } from './staff-members.wire.ts';

/** The staff members in Configuration (docs/decisions/0042): the list, and lifting a sign-in lock with a reason. */
export const staffMemberEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'admin/personal', answer: staffMembersAnswer }),
  unlock: defineEndpoint({
    method: 'POST',
    path: 'admin/personal/desbloquear',
    body: staffUnlockRequest,
    answer: staffUnlockAnswer,
  }),
};
