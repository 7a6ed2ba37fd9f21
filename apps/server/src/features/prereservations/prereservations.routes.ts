import {
  lotPlanRequestSchema,
  prereservationIdSchema,
  prereservationRequestSchema,
} from '@vo/domain/prereservations/prereservation.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { purchase, release, reserve } from './prereservation-steps.service.ts';
import { prereserveLot, simulateLotPlan } from './prereservations.service.ts';
import { soldProducts } from './sold-products.service.ts';

const tags = ['prereservations'];

/** A lot's payment plan, and the advisers' pre-reservation → reservation → purchase (spec §2, §4, §5). */
export async function prereservationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const own = { access: 'adviser-own' as const };
  // Holding a lot is a booking: exactly once per key, like a payment.
  const book = { access: 'adviser-own' as const, effect: 'booking' as const, idempotent: true };

  api.post(
    '/lotes/simular',
    { config: { access: 'self' }, schema: { tags, body: lotPlanRequestSchema } },
    async (request, reply) => reply.ok(await simulateLotPlan(deps, request.body)),
  );
  api.get('/ventas/productos', { config: own, schema: { tags } }, async (request, reply) =>
    reply.ok(await soldProducts(deps, request.session!)),
  );
  api.post(
    '/prereservas',
    { config: book, schema: { tags, body: prereservationRequestSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await prereserveLot(tx, deps, request.session!, request.body);
        return reply.ok(done.data, 'prereservations.created', done.params);
      }),
  );
  const steps = [
    ['/prereservas/liberar', release, 'prereservations.released'],
    ['/prereservas/reservar', reserve, 'prereservations.reserved'],
    ['/prereservas/comprar', purchase, 'prereservations.purchased'],
  ] as const;
  for (const [path, step, message] of steps) {
    api.post(path, { config: book, schema: { tags, body: prereservationIdSchema } }, async (request, reply) =>
      runOnce(request, reply, async (tx) =>
        reply.ok(await step(tx, deps, request.session!, request.body.idPrereserva), message),
      ),
    );
  }
}
