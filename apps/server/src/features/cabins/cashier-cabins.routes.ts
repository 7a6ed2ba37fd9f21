import { bookedCabinWire, cancelledCabinWire } from '@vo/domain/cabins/cabins.wire';
import { cashierEndpoints as endpoints } from '@vo/domain/cashier/cashier.endpoints';
import { deskCabinsWire } from '@vo/domain/cashier/cashier.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { auditDeskAction, customerForCashier } from '../cashier/index.ts';
import { cabinsHome, cancelCabin, reserveCabin, reservedParams } from './cabins.service.ts';

/**
 * The cashier's cabin reservation (spec §2 cashier menu, docs/decisions/0015): the same rules as the
 * customer's own, for the customer named by document, each act audited in its own transaction.
 */
export async function cashierCabinsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['cabins', 'cashier']);
  const { deps } = app;
  const desk = { access: 'cashier' } as const;
  const book = { access: 'cashier', effect: 'booking', idempotent: true } as const;

  route(endpoints.cabins, desk, async ({ customerDocumentNumber }, request, reply) => {
    const customer = await customerForCashier(deps.db, customerDocumentNumber);
    // A look at a customer's bookings is recorded before it is answered.
    await auditDeskAction(deps.db, request.session!, customer, 'lookup', '', deps.clock.now());
    return reply.ok(deskCabinsWire(customer, await cabinsHome(deps, customer.userId, request.lang, true)));
  });
  route(endpoints.reserveCabin, book, async ({ customerDocumentNumber, ...stay }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const cashier = request.session!;
      const customer = await customerForCashier(tx, customerDocumentNumber);
      const booked = await reserveCabin(tx, deps, { userId: customer.userId, byCashierUserId: cashier.userId }, stay);
      const params = reservedParams(booked);
      // In no language of its own: the cashier reads it in theirs, next to the act's translated name.
      const what = `#${booked.reservationId} · ${params.cabin} · ${params.arrival} → ${params.departure}`;
      await auditDeskAction(tx, cashier, customer, 'reservation', what, deps.clock.now());
      return reply.ok(bookedCabinWire(booked), 'cabins.reserved', params);
    }),
  );
  route(endpoints.cancelCabin, book, async ({ customerDocumentNumber, reservationId }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const customer = await customerForCashier(tx, customerDocumentNumber);
      const cancelled = await cancelCabin(tx, deps, customer.userId, reservationId);
      await auditDeskAction(tx, request.session!, customer, 'cancellation', `#${cancelled}`, deps.clock.now());
      return reply.ok(cancelledCabinWire(cancelled), 'cabins.cancelled');
    }),
  );
}
