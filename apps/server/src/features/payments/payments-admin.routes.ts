import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { dayTotalsRequest, PAYMENT_EXPORT_PATHS, paymentListRequest } from '@vo/domain/payments/payments-admin.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/endpoint-route.ts';
import { runOnceAsStaff } from '../../platform/idempotency.ts';
import {
  dayTotals,
  dayTotalsCsv,
  paymentList,
  paymentsCsv,
  refundPayment,
  settleRegularising,
} from './payments-admin.service.ts';

/** Money: payments by day, regularisation, refunds, reconciliation (issue 21; docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function paymentsAdminRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const read = { access: 'staff', permission: 'money.read' } as const;
  const act = { access: 'staff', permission: 'money.act', effect: 'money', idempotent: true } as const;

  route(endpoints.dayTotals, read, async (range, _request, reply) => reply.ok(await dayTotals(deps, range)));
  route(endpoints.list, read, async (filter, _request, reply) => reply.ok(await paymentList(deps, filter)));
  route(endpoints.refund, act, async (input, request, reply) =>
    runOnceAsStaff(request, reply, async (tx) =>
      reply.ok(await refundPayment(tx, deps, request.staff!, input, request.ip), 'adminMoney.refunded'),
    ),
  );
  route(endpoints.settleRegularising, act, async (input, request, reply) =>
    runOnceAsStaff(request, reply, async (tx) =>
      reply.ok(await settleRegularising(tx, deps, request.staff!, input, request.ip), 'adminMoney.settled'),
    ),
  );

  // The exports answer a file (text/csv, an attachment) instead of the JSON envelope: a spreadsheet opens it as is.
  const csv = (path: string, fileName: string, build: (query: unknown) => Promise<string>, schema: object) =>
    app.get(
      `/${path}`,
      { config: read, schema: { tags: ['back office'], querystring: schema } },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(await build(request.query)),
    );
  csv(PAYMENT_EXPORT_PATHS.payments, 'pagos.csv', (q) => paymentsCsv(deps, q as never), paymentListRequest);
  csv(PAYMENT_EXPORT_PATHS.dayTotals, 'pagos-por-dia.csv', (q) => dayTotalsCsv(deps, q as never), dayTotalsRequest);
}
