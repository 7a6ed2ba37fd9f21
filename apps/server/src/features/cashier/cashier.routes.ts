import { cashierEndpoints as endpoints } from '@vo/domain/cashier/cashier.endpoints';
import { deskActionsWire } from '@vo/domain/cashier/cashier.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { deskActionsOf } from './cashier-desk.ts';

/** How many of their latest acts for customers a cashier sees on the desk page. */
const LATEST_ACTIONS = 20;

/** GET /caja/acciones: the cashier's own audited acts for customers (docs/decisions/0015), newest first. */
export async function cashierRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['cashier']);
  route(endpoints.actions, { access: 'cashier' }, async (_input, request, reply) =>
    reply.ok(deskActionsWire(await deskActionsOf(app.deps.db, request.session!.userId, LATEST_ACTIONS))),
  );
}
