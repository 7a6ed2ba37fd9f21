import { buyerInLanguage } from '@vo/domain/prereservations/buyer.wire';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { lotPlanWire, prereservationStepWire } from '@vo/domain/prereservations/prereservations.wire';
import { soldProductsWire } from '@vo/domain/prereservations/sold-products.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { lotHoldsRoutes } from './lot-holds.routes.ts';
import { purchase, release, reserve } from './prereservation-steps.service.ts';
import { prereserveLot, simulateLotPlan } from './prereservations.service.ts';
import { soldProducts } from './sold-products.service.ts';

/** A lot's payment plan, and the advisers' pre-reservation → reservation → purchase (spec §2, §4, §5). */
export async function prereservationsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['prereservations']);
  const { deps } = app;
  const own = { access: 'adviser-own' } as const;
  // Holding a lot is a booking: exactly once per key, like a payment.
  const book = { access: 'adviser-own', effect: 'booking', idempotent: true } as const;

  route(endpoints.lotPlan, { access: 'self' }, async (input, request, reply) =>
    reply.ok(lotPlanWire(await simulateLotPlan(deps, request.session!, input))),
  );
  route(endpoints.soldProducts, own, async (_input, request, reply) =>
    reply.ok(soldProductsWire(await soldProducts(deps, request.session!))),
  );
  route(endpoints.prereserve, book, async (input, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const buyer = buyerInLanguage(input.buyer, request.lang);
      const done = await prereserveLot(tx, deps, request.session!, { ...input, buyer });
      const message = done.isHouse ? 'prereservations.houseCreated' : 'prereservations.created';
      return reply.ok(prereservationStepWire(done), message, { name: done.buyerName });
    }),
  );
  await lotHoldsRoutes(app);
  const steps = [
    [endpoints.release, release, 'prereservations.released'],
    [endpoints.reserve, reserve, 'prereservations.reserved'],
    [endpoints.purchase, purchase, 'prereservations.purchased'],
  ] as const;
  for (const [endpoint, step, message] of steps) {
    route(endpoint, book, async ({ prereservationId }, request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await step(tx, deps, request.session!, prereservationId);
        // The answer names what the step was about: a season pass is not "the lot".
        return reply.ok(prereservationStepWire(done), message, { product: done.product, name: done.buyerName });
      }),
    );
  }
}
