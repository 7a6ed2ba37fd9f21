import { defineEndpoint } from '../endpoint.ts';
import { eventGuestAnswer, eventGuestListAnswer, eventGuestRequest, guestEventListAnswer } from './events.wire.ts';

/** Events for guests (spec §2 /eventos; calls ours, docs/decisions/0010). */
export const eventEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'eventos', answer: guestEventListAnswer }),
  myGuests: defineEndpoint({ method: 'GET', path: 'eventos/invitados', answer: eventGuestListAnswer }),
  registerGuest: defineEndpoint({
    method: 'POST',
    path: 'eventos/invitados',
    body: eventGuestRequest,
    answer: eventGuestAnswer,
  }),
};
