import {
  cardPaymentRequestSchema,
  paymentQuerySchema,
  qrPaymentRequestSchema,
} from '@vo/domain/payments/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runOnce } from '../../platform/idempotency.ts';
import { payByCard } from './card-payment.service.ts';
import { confirmQrPayment, createQrCharge, qrPaymentState } from './qr-payment.service.ts';
import { receiptPdf, sandboxPayQr } from './receipts.service.ts';
import { refundIfNotRecorded } from './refund-on-failure.ts';

const tags = ['payments'];
const qrNotificationSchema = z
  .object({
    referencia: z.string().min(1).max(100),
    monto: z.string().min(1).max(20),
    transaccion: z.string().min(1).max(100),
  })
  .strict();

/** Payments (docs/decisions/0008): every money call exactly once per Idempotency-Key. */
export async function paymentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const money = { access: 'customer-own' as const, effect: 'money' as const, idempotent: true };
  const read = { access: 'customer-own' as const };

  api.post(
    '/pagos/tarjeta',
    { config: money, schema: { tags, body: cardPaymentRequestSchema } },
    async (request, reply) =>
      refundIfNotRecorded(deps, (onCharged) =>
        runOnce(request, reply, async (tx) => {
          const result = await payByCard(tx, deps, request.session!, request.body, onCharged);
          return reply.ok(result, 'payments.paid', { receipt: result.nroRecibo ?? '' });
        }),
      ),
  );

  api.post('/pagos/qr', { config: money, schema: { tags, body: qrPaymentRequestSchema } }, async (request, reply) =>
    runOnce(request, reply, async (tx) => reply.ok(await createQrCharge(tx, deps, request.session!, request.body))),
  );

  api.get(
    '/pagos/qr/estado',
    { config: read, schema: { tags, querystring: paymentQuerySchema } },
    async (request, reply) => reply.ok(await qrPaymentState(deps, request.session!, request.query.idPago)),
  );

  api.get(
    '/pagos/recibo',
    { config: read, schema: { tags, querystring: paymentQuerySchema } },
    async (request, reply) => reply.ok(await receiptPdf(deps, request.session!, request.query.idPago)),
  );

  // The bank's webhook: no agent, no session; the signature is the proof (x-firma, HMAC-SHA256).
  api.post(
    '/pagos/qr/notificacion',
    { config: { access: 'webhook' }, schema: { tags, body: qrNotificationSchema } },
    async (request, reply) => {
      const signature = request.headers['x-firma'];
      const { userId, result, changed } = await confirmQrPayment(
        deps,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (changed) deps.events.emit('payment', { userId, ...result });
      return reply.ok({ estado: result.estado });
    },
  );

  // Sandbox only: what the customer's banking app does when they scan and pay the QR.
  api.post(
    '/ops/sandbox/qr/pagar',
    {
      config: { access: 'ops' },
      schema: { tags: ['ops'], body: z.object({ referencia: z.string().min(1).max(100) }).strict() },
    },
    async (request, reply) => reply.ok(await sandboxPayQr(deps, request.body.referencia)),
  );
}
