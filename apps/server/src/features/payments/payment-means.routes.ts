import {
  friendCardPaymentSchema,
  friendCodeQuerySchema,
  friendRequestSchema,
  prepaidBalanceRequestSchema,
  prepaidPaymentRequestSchema,
  walletPaymentRequestSchema,
} from '@vo/domain/payments/payments.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { askFriendToPay, friendPaysByCard, friendRequest } from './friend-payment.service.ts';
import { newCaptcha, payByPrepaid, prepaidBalance } from './prepaid-payment.service.ts';
import { refundIfNotRecorded } from './refund-on-failure.ts';
import { payByWallet, recordWrongPin, WrongPin, walletBalance } from './wallet-payment.service.ts';

const tags = ['payments'];

/** Prepaid codes, the points wallet and "ask a friend to pay" (docs/decisions/0008). */
export async function paymentMeansRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // ARCHITECTURE §5: codes and captchas are guessable secrets; their checks are rate-limited like logins.
  const guessLimit = { max: deps.rateLimits.loginPerMinute, timeWindow: '1 minute' };
  const money = { access: 'customer-own' as const, effect: 'money' as const, idempotent: true };

  api.post(
    '/pagos/prepago',
    { config: { ...money, rateLimit: guessLimit }, schema: { tags, body: prepaidPaymentRequestSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const result = await payByPrepaid(tx, deps, request.session!, request.body);
        return reply.ok(result, 'payments.paid', { receipt: result.nroRecibo ?? '' });
      }),
  );

  api.get('/captcha', { config: { access: 'self' }, schema: { tags } }, async (_request, reply) =>
    reply.ok(await newCaptcha(deps)),
  );

  api.post(
    '/tarjetas-prepago/saldo',
    { config: { access: 'self', rateLimit: guessLimit }, schema: { tags, body: prepaidBalanceRequestSchema } },
    async (request, reply) => reply.ok(await prepaidBalance(deps, request.body)),
  );

  api.get('/billetera', { config: { access: 'customer-own' }, schema: { tags } }, async (request, reply) =>
    reply.ok(await walletBalance(deps, request.session!)),
  );

  api.post(
    '/pagos/billetera',
    { config: money, schema: { tags, body: walletPaymentRequestSchema } },
    async (request, reply) => {
      try {
        return await runOnce(request, reply, async (tx) => {
          const result = await payByWallet(tx, deps, request.session!, request.body);
          return reply.ok(result, 'payments.paid', { receipt: result.nroRecibo ?? '' });
        });
      } catch (error) {
        // The payment rolled back; the wrong PIN is counted on its own so the limit holds.
        if (error instanceof WrongPin) throw await recordWrongPin(deps, request.session!);
        throw error;
      }
    },
  );

  api.post(
    '/pagos/amigo/solicitud',
    { config: { access: 'customer-own' }, schema: { tags, body: friendRequestSchema } },
    async (request, reply) => reply.ok(await askFriendToPay(deps, request.session!, request.body)),
  );

  api.get(
    '/pagos/amigo',
    { config: { access: 'self', rateLimit: guessLimit }, schema: { tags, querystring: friendCodeQuerySchema } },
    async (request, reply) => reply.ok(await friendRequest(deps, request.query.codigo)),
  );

  api.post(
    '/pagos/amigo/tarjeta',
    { config: { ...money, access: 'self' }, schema: { tags, body: friendCardPaymentSchema } },
    async (request, reply) =>
      refundIfNotRecorded(deps, (onCharged) =>
        runOnce(request, reply, async (tx) => {
          const result = await friendPaysByCard(tx, deps, request.session!, request.body, onCharged);
          return reply.ok(result, 'payments.paid', { receipt: result.nroRecibo ?? '' });
        }),
      ),
  );
}
