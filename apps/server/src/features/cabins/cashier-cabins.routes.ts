import {
  cashierCabinCancelSchema,
  cashierCabinReservationSchema,
  cashierCustomerSchema,
} from '@vo/domain/cashier/cashier.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditDeskAction, customerForCashier } from '../../platform/cashier-desk.ts';
import { runOnce } from '../../platform/idempotency.ts';
import { cabinsHome, cancelCabin, reserveCabin } from './cabins.service.ts';

const tags = ['cabins', 'cashier'];

/**
 * The cashier's cabin reservation (spec §2 cashier menu, issue 10 item 6): the same rules as the
 * customer's own, for the customer named by document, each act audited in its own transaction.
 */
export async function cashierCabinsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const desk = { access: 'cashier' as const };
  const book = { access: 'cashier' as const, effect: 'booking' as const, idempotent: true };

  api.get(
    '/caja/cabanas',
    { config: desk, schema: { tags, querystring: cashierCustomerSchema } },
    async (request, reply) => {
      const customer = await customerForCashier(deps.db, request.query.documento);
      // A look at a customer's bookings is recorded before it is answered.
      await auditDeskAction(deps.db, request.session!, customer, 'consulta', '', deps.clock.now());
      const home = await cabinsHome(deps, customer.userId, request.lang);
      return reply.ok({ cliente: { documento: customer.documentNumber, nombre: customer.fullName }, ...home });
    },
  );
  api.post(
    '/caja/cabanas/reservas',
    { config: book, schema: { tags, body: cashierCabinReservationSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const cashier = request.session!;
        const customer = await customerForCashier(tx, request.body.documento);
        const done = await reserveCabin(
          tx,
          deps,
          { userId: customer.userId, byCashierUserId: cashier.userId },
          request.body,
        );
        // In no language of its own: the cashier reads it in theirs, next to the act's translated name.
        const what = `#${done.data.idReserva} · ${done.params.cabin} · ${done.params.arrival} → ${done.params.departure}`;
        await auditDeskAction(tx, cashier, customer, 'reserva', what, deps.clock.now());
        return reply.ok(done.data, 'cabins.reserved', done.params);
      }),
  );
  api.post(
    '/caja/cabanas/reservas/cancelar',
    { config: book, schema: { tags, body: cashierCabinCancelSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const customer = await customerForCashier(tx, request.body.documento);
        const done = await cancelCabin(tx, deps, customer.userId, request.body.idReserva);
        await auditDeskAction(tx, request.session!, customer, 'cancelacion', `#${done.idReserva}`, deps.clock.now());
        return reply.ok(done, 'cabins.cancelled');
      }),
  );
}
