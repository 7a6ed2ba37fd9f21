import type { FastifyInstance } from 'fastify';

/** Money: payments by day, regularisation, refunds, reconciliation (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function paymentsAdminRoutes(_app: FastifyInstance) {}
