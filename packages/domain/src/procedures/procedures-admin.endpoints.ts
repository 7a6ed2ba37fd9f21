import { defineEndpoint } from '../endpoint.ts';
import { procedureChangedAnswer, procedureChangeRequest } from './procedures.wire.ts';
import { procedureQueueAnswer, procedureQueueRequest } from './procedures-admin.wire.ts';

/** The back office's queue of procedures, and moving one (docs/decisions/0038). */
export const procedureAdminEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: 'admin/tramites',
    query: procedureQueueRequest,
    answer: procedureQueueAnswer,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: 'admin/tramites/mover',
    body: procedureChangeRequest,
    answer: procedureChangedAnswer,
  }),
};
