import { cabinEndpoints as endpoints } from '@vo/domain/cabins/cabins.endpoints';
import {
  bookedCabinWire,
  cabinAvailabilityWire,
  cabinsHomeWire,
  cancelledCabinWire,
} from '@vo/domain/cabins/cabins.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { availability, cabinsHome, cancelCabin, reserveCabin, reservedParams } from './cabins.service.ts';
import { rateStay } from './stay-ratings.service.ts';

/** Cabin reservation at the leisure park (spec §2 /reservar-cabana, §6 rules). */
export async function cabinsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['cabins']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;
  const book = { access: 'customer-own', effect: 'booking', idempotent: true } as const;

  route(endpoints.home, own, async (_input, request, reply) =>
    reply.ok(cabinsHomeWire(await cabinsHome(deps, request.session!.userId, request.lang))),
  );
  // The free cabins per night are nobody's own: the cashier's desk reads them for the customer in front of them.
  route(endpoints.availability, { access: 'self' }, async (query, _request, reply) =>
    reply.ok(cabinAvailabilityWire(await availability(deps, query))),
  );
  route(endpoints.reserve, book, async (stay, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const booked = await reserveCabin(tx, deps, { userId: request.session!.userId }, stay);
      return reply.ok(bookedCabinWire(booked), 'cabins.reserved', reservedParams(booked));
    }),
  );
  route(endpoints.cancel, book, async ({ reservationId }, request, reply) =>
    runOnce(request, reply, async (tx) =>
      reply.ok(
        cancelledCabinWire(await cancelCabin(tx, deps, request.session!.userId, reservationId)),
        'cabins.cancelled',
      ),
    ),
  );
  // A rating is written once whatever is resent (the primary key); it moves no money and books nothing.
  route(endpoints.rate, own, async (input, request, reply) => {
    const rated = await rateStay(deps, request.session!, input);
    return reply.ok({ idReserva: rated.reservationId, estrellas: rated.stars }, 'ratings.thanks');
  });
}
