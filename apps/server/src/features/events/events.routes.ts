import { eventEndpoints as endpoints } from '@vo/domain/events/events.endpoints';
import { eventGuestWire, guestEventWire } from '@vo/domain/events/events.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { listEvents, myGuests, registerEventGuest } from './events.service.ts';

/** Events for guests (spec §2 /eventos): any logged-in person registers guests; each sees only their own. */
export async function eventsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['events']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.list, self, async (_input, _request, reply) =>
    reply.ok((await listEvents(deps)).map(guestEventWire)),
  );
  route(endpoints.myGuests, self, async (_input, request, reply) =>
    reply.ok((await myGuests(deps, request.session!)).map(eventGuestWire)),
  );
  route(endpoints.registerGuest, self, async (input, request, reply) => {
    const guest = await registerEventGuest(deps, request.session!, input);
    return reply.ok(eventGuestWire(guest), 'events.registered', { name: guest.fullName, event: guest.eventName });
  });
}
