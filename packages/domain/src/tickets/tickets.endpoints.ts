import { defineEndpoint } from '../endpoint.ts';
import { ticketListAnswer, ticketUsedAnswer, ticketUseRequest } from './tickets.wire.ts';

/** Tickets and coupons (spec §2 /Tickets; calls ours, docs/decisions/0013). */
export const ticketEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'tickets', answer: ticketListAnswer }),
  use: defineEndpoint({ method: 'POST', path: 'tickets/usar', body: ticketUseRequest, answer: ticketUsedAnswer }),
};
