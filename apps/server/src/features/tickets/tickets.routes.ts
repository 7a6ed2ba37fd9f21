import { ticketIdSchema } from '@vo/domain/tickets/ticket.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { listTickets, useTicket } from './tickets.service.ts';

const tags = ['tickets'];

/** Tickets and coupons (spec §2 /Tickets, §4 states): one's own only. */
export async function ticketsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.get('/tickets', { config: { access: 'customer-own' }, schema: { tags } }, async (request, reply) =>
    reply.ok(await listTickets(deps, request.session!)),
  );
  api.post(
    '/tickets/usar',
    { config: { access: 'customer-own', effect: 'booking', idempotent: true }, schema: { tags, body: ticketIdSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const ticket = await useTicket(tx, deps, request.session!, request.body.idTicket);
        return reply.ok(ticket, 'tickets.used', { left: ticket.usosRestantes });
      }),
  );
}
