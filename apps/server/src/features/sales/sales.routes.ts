import type { FastifyInstance } from 'fastify';

/** Sales: pre-reservations, reservations and purchases, lot states, standings (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function salesRoutes(_app: FastifyInstance) {}
