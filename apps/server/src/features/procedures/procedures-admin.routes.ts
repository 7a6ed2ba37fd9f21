import type { FastifyInstance } from 'fastify';

/** Procedures: the customers' procedures queue (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function proceduresAdminRoutes(_app: FastifyInstance) {}
