import {
  subscribeSchema,
  subscriptionIdSchema,
  subscriptionQuerySchema,
} from '@vo/domain/subscriptions/subscription.schemas';
import { formatCalendarDay } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { refundIfNotRecorded } from '../payments/refund-on-failure.ts';
import { renewDueSubscriptions } from './subscription-renewals.service.ts';
import { cancelSubscription, resumeSubscription, subscribe, subscriptionHome } from './subscriptions.service.ts';

const tags = ['subscriptions'];

/**
 * The international membership subscription (spec §2 /suscripcion-{brand}; calls ours, docs/decisions/0016)
 * and the operator's renewal run.
 */
export async function subscriptionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const own = { access: 'customer-own' as const };
  const money = { access: 'customer-own' as const, effect: 'money' as const, idempotent: true };
  // Cancelling or resuming moves no money, but a repeated press answers the first press's result.
  const once = { access: 'customer-own' as const, idempotent: true };

  api.get(
    '/suscripciones',
    { config: own, schema: { tags, querystring: subscriptionQuerySchema } },
    async (request, reply) => reply.ok(await subscriptionHome(deps, request.session!, request.query.marca)),
  );
  api.post('/suscripciones', { config: money, schema: { tags, body: subscribeSchema } }, async (request, reply) =>
    refundIfNotRecorded(deps, (onCharged) =>
      runOnce(request, reply, async (tx) => {
        const done = await subscribe(tx, deps, request.session!, request.body, onCharged);
        return reply.ok(done, 'subscriptions.subscribed', {
          until: formatCalendarDay(done.finPeriodo),
          receipt: done.nroRecibo,
        });
      }),
    ),
  );
  api.post(
    '/suscripciones/cancelar',
    { config: once, schema: { tags, body: subscriptionIdSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await cancelSubscription(tx, deps, request.session!, request.body.idSuscripcion);
        return reply.ok(done, 'subscriptions.cancelled', { until: formatCalendarDay(done.finPeriodo) });
      }),
  );
  api.post(
    '/suscripciones/reanudar',
    { config: once, schema: { tags, body: subscriptionIdSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const done = await resumeSubscription(tx, deps, request.session!, request.body.idSuscripcion);
        return reply.ok(done, 'subscriptions.resumed', { until: formatCalendarDay(done.finPeriodo) });
      }),
  );

  // Each period is charged once whatever the number of runs (a row per period), so no Idempotency-Key is needed.
  api.post(
    '/ops/suscripciones/renovar',
    { config: { access: 'ops' }, schema: { tags: ['ops'] } },
    async (request, reply) => {
      const done = await renewDueSubscriptions(deps, (subscriptionId, error) =>
        request.log.warn({ subscriptionId, err: error }, 'subscription renewal left for the next run'),
      );
      return reply.ok(done, 'subscriptions.renewalRun', {
        renewed: done.renovadas,
        declined: done.rechazadas,
        ended: done.finalizadas,
        failed: done.fallidas,
      });
    },
  );
}
