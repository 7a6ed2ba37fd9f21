import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import { removedCardWire, savedCardsWire } from '@vo/domain/payments/saved-cards.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { removeSavedCard, savedCards } from './saved-cards.service.ts';

/** The cards a customer keeps, and removing one (docs/decisions/0022). */
export async function savedCardsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['payments']);
  const { deps } = app;

  route(endpoints.savedCards, { access: 'customer-own' }, async (_input, request, reply) =>
    reply.ok(savedCardsWire(await savedCards(deps, request.session!.userId))),
  );
  // A removal sent twice (a retry after a lost answer) answers as the first did, not "no such card".
  route(endpoints.removeSavedCard, { access: 'customer-own', idempotent: true }, async ({ cardId }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const removed = await removeSavedCard(tx, deps, request.session!.userId, cardId);
      return reply.ok(removedCardWire(removed), 'savedCards.removed', { card: removed.label });
    }),
  );
}
