import { moneyParam } from '@vo/domain/i18n/message-params';
import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import {
  dayTotalsWire,
  paymentActWire,
  paymentListWire,
  paymentRefundsWire,
  refundWire,
} from '@vo/domain/payments/payments-admin.wire';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { runOnceAsStaff } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { dayTotals, dayTotalsCsv, paymentList, paymentsCsv, settleRegularising } from './payments-admin.service.ts';
import { finishRefund, refundsOf, requestRefund } from './refunds.service.ts';

/** What the staff member is told of a refund, by where it stands once the acquirer or the bank answered. */
const REFUND_MESSAGE = {
  requested: 'adminMoney.refundPending',
  owed: 'adminMoney.refundOwed',
  completed: 'adminMoney.refunded',
} as const;

/** Payments: payments by day, regularisation, refunds, reconciliation (docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function paymentsAdminRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const read = { access: 'staff', permission: 'payments.read' } as const;
  const act = { access: 'staff', permission: 'payments.act', effect: 'money', idempotent: true } as const;

  route(endpoints.dayTotals, read, async (range, _request, reply) =>
    reply.ok(dayTotalsWire(await dayTotals(deps, range))),
  );
  route(endpoints.list, read, async (filter, _request, reply) =>
    reply.ok(paymentListWire(await paymentList(deps, filter))),
  );
  // The refund is recorded exactly once (runOnceAsStaff), then the acquirer or the bank is asked under its own
  // reference outside the transaction; a repeated act asks again, and is answered as the refund stands
  // (docs/decisions/0043).
  route(endpoints.refund, act, async (input, request, reply) => {
    const recorded = await runOnceAsStaff(request, reply, async (tx) =>
      reply.ok(refundWire(await requestRefund(tx, deps, request.staff!, input, request.ip))),
    );
    const outcome = await finishRefund(deps, recorded.data!.reembolso.idReembolso);
    const amount = moneyParam(outcome.refund.amountCents, outcome.payment.currency);
    if (outcome.refund.state === 'declined') {
      const key = outcome.payment.method === 'qr' ? 'adminMoney.transferRefused' : 'adminMoney.refundDeclined';
      throw new AppError(key, 1, { reason: outcome.refund.declineReason ?? '' }, { campo: 'idPago' });
    }
    return reply.ok(refundWire(outcome), REFUND_MESSAGE[outcome.refund.state], { amount });
  });
  route(endpoints.refunds, read, async ({ paymentId }, _request, reply) => {
    const { refunds, parts } = await refundsOf(deps, paymentId);
    return reply.ok(paymentRefundsWire(refunds, parts));
  });
  route(endpoints.settleRegularising, act, async (input, request, reply) =>
    runOnceAsStaff(request, reply, async (tx) =>
      reply.ok(
        paymentActWire(await settleRegularising(tx, deps, request.staff!, input, request.ip)),
        'adminMoney.settled',
      ),
    ),
  );

  route.text(endpoints.exportList, read, async (filter) => paymentsCsv(deps, filter));
  route.text(endpoints.exportDayTotals, read, async (range) => dayTotalsCsv(deps, range));
}
