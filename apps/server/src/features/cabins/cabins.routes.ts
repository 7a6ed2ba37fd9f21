import {
  availabilityQuerySchema,
  cabinReservationIdSchema,
  cabinReservationSchema,
} from '@vo/domain/cabins/cabin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { availability, cabinsHome, cancelCabin, reserveCabin } from './cabins.service.ts';

const tags = ['cabins'];

/** Cabin reservation at the leisure park (spec §2 /reservar-cabana, §6 rules). */
export async function cabinsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const own = { access: 'customer-own' as const };
  const book = { access: 'customer-own' as const, effect: 'booking' as const, idempotent: true };

  api.get('/cabanas', { config: own, schema: { tags } }, async (request, reply) =>
    reply.ok(await cabinsHome(deps, request.session!.userId, request.lang)),
  );
  api.get(
    '/cabanas/disponibilidad',
    { config: own, schema: { tags, querystring: availabilityQuerySchema } },
    async (request, reply) => reply.ok(await availability(deps, request.query)),
  );
  api.post(
    '/cabanas/reservas',
    { config: book, schema: { tags, body: cabinReservationSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await reserveCabin(tx, deps, { userId: request.session!.userId }, request.body);
        return reply.ok(done.data, 'cabins.reserved', done.params);
      }),
  );
  api.post(
    '/cabanas/reservas/cancelar',
    { config: book, schema: { tags, body: cabinReservationIdSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) =>
        reply.ok(await cancelCabin(tx, deps, request.session!.userId, request.body.idReserva), 'cabins.cancelled'),
      ),
  );
}
