import type { FastifyInstance } from 'fastify';

/** People: find a person, see and act on their account (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function peopleRoutes(_app: FastifyInstance) {}
