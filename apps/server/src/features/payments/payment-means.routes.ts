import {
  captchaWire,
  friendRequestWire,
  prepaidBalanceWire,
  walletBalanceWire,
} from '@vo/domain/payments/payment-means.wire';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentResultWire } from '@vo/domain/payments/payments.wire';
import type { FastifyInstance } from 'fastify';
import { attemptFingerprint, runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { askFriendToPay, friendPaysByCard, friendRequest, withFriendCodeCap } from './friend-payment.service.ts';
import { newCaptcha, payByPrepaid, prepaidBalance, withPrepaidCodeCap } from './prepaid-payment.service.ts';
import { intentOf, voidIfNotRecorded } from './void-on-failure.ts';
import { payByWallet, walletBalance, withWalletPin } from './wallet-payment.service.ts';

/** Prepaid codes, the points wallet and "ask a friend to pay" (docs/decisions/0008). */
export async function paymentMeansRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['payments']);
  const { deps } = app;
  // ARCHITECTURE §5: codes and captchas are guessable secrets; their checks are rate-limited like logins.
  const guessLimit = { max: deps.rateLimits.loginPerMinute, timeWindow: '1 minute' };
  const money = { access: 'customer-own', effect: 'money', idempotent: true } as const;

  route(endpoints.prepaid, { ...money, rateLimit: guessLimit }, async (input, request, reply) =>
    withPrepaidCodeCap(
      deps,
      request.session!,
      () =>
        runOnce(request, reply, async (tx) => {
          const result = await payByPrepaid(tx, deps, request.session!, input);
          return reply.ok(paymentResultWire(result), 'payments.paid', { receipt: result.receiptNumber ?? '' });
        }),
      attemptFingerprint(request),
    ),
  );

  route(endpoints.captcha, { access: 'self' }, async (input, request, reply) =>
    reply.ok(captchaWire(await newCaptcha(deps, input.kind, request.lang, request.session!.userId))),
  );

  route(endpoints.prepaidBalance, { access: 'self', rateLimit: guessLimit }, async (input, request, reply) =>
    reply.ok(prepaidBalanceWire(await withPrepaidCodeCap(deps, request.session!, () => prepaidBalance(deps, input)))),
  );

  route(endpoints.wallet, { access: 'customer-own' }, async (_input, request, reply) =>
    reply.ok(walletBalanceWire(await walletBalance(deps, request.session!))),
  );

  route(endpoints.walletPayment, money, async (input, request, reply) =>
    withWalletPin(
      deps,
      request.session!,
      input.pin,
      () =>
        runOnce(request, reply, async (tx) => {
          const result = await payByWallet(tx, deps, request.session!, input);
          return reply.ok(paymentResultWire(result), 'payments.paid', { receipt: result.receiptNumber ?? '' });
        }),
      attemptFingerprint(request),
    ),
  );

  route(endpoints.askFriend, { access: 'customer-own' }, async (input, request, reply) =>
    reply.ok(friendRequestWire(await askFriendToPay(deps, request.session!, input))),
  );

  route(endpoints.friendRequest, { access: 'self', rateLimit: guessLimit }, async ({ code }, request, reply) =>
    reply.ok(friendRequestWire(await withFriendCodeCap(deps, request.session!, () => friendRequest(deps, code)))),
  );

  route(endpoints.friendPaysByCard, { ...money, access: 'self' }, async (input, request, reply) =>
    withFriendCodeCap(
      deps,
      request.session!,
      () =>
        voidIfNotRecorded(deps, intentOf(request), (attempt) =>
          runOnce(request, reply, async (tx) => {
            const result = await friendPaysByCard(tx, deps, request.session!, input, attempt);
            return reply.ok(paymentResultWire(result), 'payments.paid', { receipt: result.receiptNumber ?? '' });
          }),
        ),
      attemptFingerprint(request),
    ),
  );
}
