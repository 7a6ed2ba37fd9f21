import { ticketEndpoints as endpoints } from '@vo/domain/tickets/tickets.endpoints';
import { ticketUsedWire, ticketWire } from '@vo/domain/tickets/tickets.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { listTickets, useTicket } from './tickets.service.ts';

/** Tickets and coupons (spec §2 /Tickets, §4 states): one's own only. */
export async function ticketsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['tickets']);
  const { deps } = app;
  route(endpoints.list, { access: 'customer-own' }, async (_input, request, reply) =>
    reply.ok((await listTickets(deps, request.session!)).map(ticketWire)),
  );
  route(
    endpoints.use,
    { access: 'customer-own', effect: 'booking', idempotent: true },
    async ({ ticketId }, request, reply) =>
      runOnce(request, reply, async (tx) => {
        const { ticket, use } = await useTicket(tx, deps, request.session!, ticketId);
        return reply.ok(ticketUsedWire(ticket, use), 'tickets.used', { left: ticket.usesLeft });
      }),
  );
}
