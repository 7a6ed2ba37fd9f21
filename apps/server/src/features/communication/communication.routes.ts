import type { FastifyInstance } from 'fastify';

/** Communication: maintenance windows, notices, promotions, the outbox (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function communicationRoutes(_app: FastifyInstance) {}
