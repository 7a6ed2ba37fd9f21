import type { FastifyInstance } from 'fastify';

/** Configuration: spec §9 flags and limits, with their history (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function configurationAdminRoutes(_app: FastifyInstance) {}
