import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import {
  paymentResultWire,
  qrChargeWire,
  qrNotificationWire,
  qrTransferNotificationWire,
  sandboxQrPayWire,
} from '@vo/domain/payments/payments.wire';
import { paymentOpsEndpoints as opsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { pdfFileWire } from '@vo/domain/wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { payByCard } from './card-payment.service.ts';
import { confirmQrPayment, createQrCharge, qrPaymentState } from './qr-payment.service.ts';
import { receiptPdf, sandboxConfirmTransfer, sandboxPayQr } from './receipts.service.ts';
import { confirmRefundTransfer } from './refunds.service.ts';
import { intentOf, voidIfNotRecorded } from './void-on-failure.ts';

/** Payments (docs/decisions/0008): every money call exactly once per Idempotency-Key. */
export async function paymentsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['payments']);
  const { deps } = app;
  const money = { access: 'customer-own', effect: 'money', idempotent: true } as const;
  const read = { access: 'customer-own' } as const;

  route(endpoints.card, money, async (input, request, reply) =>
    voidIfNotRecorded(
      deps,
      intentOf(request, { productId: input.productId, amountCents: input.amountCents }),
      (attempt) =>
        runOnce(request, reply, async (tx) => {
          const result = await payByCard(tx, deps, request.session!, input, attempt);
          return reply.ok(paymentResultWire(result), 'payments.paid', { receipt: result.receiptNumber ?? '' });
        }),
    ),
  );

  route(endpoints.qr, money, async (input, request, reply) =>
    runOnce(request, reply, async (tx) =>
      reply.ok(qrChargeWire(await createQrCharge(tx, deps, request.session!, input))),
    ),
  );

  route(endpoints.qrState, read, async ({ paymentId }, request, reply) =>
    reply.ok(paymentResultWire(await qrPaymentState(deps, request.session!, paymentId))),
  );

  route(endpoints.receipt, read, async ({ paymentId }, request, reply) =>
    reply.ok(pdfFileWire(await receiptPdf(deps, request.session!, paymentId))),
  );

  // The bank's webhook: no agent, no session; the signature is the proof (x-firma, HMAC-SHA256).
  route(endpoints.qrNotification, { access: 'webhook' }, async (notification, request, reply) => {
    const signature = request.headers['x-firma'];
    const { userId, result, changed } = await confirmQrPayment(
      deps,
      notification,
      typeof signature === 'string' ? signature : undefined,
    );
    // The open page hears of it through the realtime channel, in the wire's words.
    if (changed) deps.events.emit('payment', { userId, ...paymentResultWire(result) });
    return reply.ok(qrNotificationWire(result.state));
  });

  // The bank's webhook for a transfer back that reached the customer: signed like the payments' one, apart.
  route(endpoints.qrTransferNotification, { access: 'webhook' }, async (notification, request, reply) => {
    const signature = request.headers['x-firma'];
    const outcome = await confirmRefundTransfer(
      deps,
      notification,
      typeof signature === 'string' ? signature : undefined,
    );
    return reply.ok(qrTransferNotificationWire(outcome.refund.state));
  });

  // Sandbox only: what the customer's banking app does when they scan and pay the QR.
  endpointRoutes(app, ['ops'])(opsEndpoints.sandboxQrPay, { access: 'ops' }, async ({ reference }, _request, reply) =>
    reply.ok(sandboxQrPayWire(await sandboxPayQr(deps, reference))),
  );
  // Sandbox only: the bank confirms a transfer back (a QR payment's refund) reached the customer.
  endpointRoutes(app, ['ops'])(
    opsEndpoints.sandboxQrTransferConfirm,
    { access: 'ops' },
    async ({ reference }, _request, reply) => reply.ok(sandboxQrPayWire(await sandboxConfirmTransfer(deps, reference))),
  );
}
