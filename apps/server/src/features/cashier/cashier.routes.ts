import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deskActionsOf } from '../../platform/cashier-desk.ts';

/** How many of their latest acts for customers a cashier sees on the desk page. */
const LATEST_ACTIONS = 20;

/** GET /caja/acciones: the cashier's own audited acts for customers (issue 10 item 6), newest first. */
export async function cashierRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/caja/acciones', { config: { access: 'cashier' }, schema: { tags: ['cashier'] } }, async (request, reply) =>
    reply.ok(await deskActionsOf(app.deps.db, request.session!.userId, LATEST_ACTIONS)),
  );
}
