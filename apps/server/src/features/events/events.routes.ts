import { eventGuestRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listEvents, myGuests, registerEventGuest } from './events.service.ts';

const tags = ['events'];

/** Events for guests (spec §2 /eventos): any logged-in person registers guests; each sees only their own. */
export async function eventsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const self = { access: 'self' as const };

  api.get('/eventos', { config: self, schema: { tags } }, async (_request, reply) => reply.ok(await listEvents(deps)));
  api.get('/eventos/invitados', { config: self, schema: { tags } }, async (request, reply) =>
    reply.ok(await myGuests(deps, request.session!)),
  );
  api.post(
    '/eventos/invitados',
    { config: self, schema: { tags, body: eventGuestRequestSchema } },
    async (request, reply) => {
      const guest = await registerEventGuest(deps, request.session!, request.body);
      return reply.ok(guest, 'events.registered', { name: guest.nombreCompleto, event: guest.evento });
    },
  );
}
