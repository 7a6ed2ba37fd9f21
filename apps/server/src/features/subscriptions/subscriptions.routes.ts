import { subscriptionEndpoints as endpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import {
  renewalRunWire,
  subscribedWire,
  subscriptionHomeWire,
  subscriptionWire,
} from '@vo/domain/subscriptions/subscriptions.wire';
import { subscriptionOpsEndpoints as opsEndpoints } from '@vo/domain/subscriptions/subscriptions-ops.endpoints';
import { formatCalendarDay } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { intentOf, voidIfNotRecorded } from '../payments/index.ts';
import { renewDueSubscriptions } from './subscription-renewals.service.ts';
import { cancelSubscription, resumeSubscription, subscribe, subscriptionHome } from './subscriptions.service.ts';

/**
 * The international membership subscription (spec §2 /suscripcion-{brand}; calls ours, docs/decisions/0016)
 * and the operator's renewal run.
 */
export async function subscriptionsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['subscriptions']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;
  const money = { access: 'customer-own', effect: 'money', idempotent: true } as const;
  // Cancelling or resuming moves no money, but a repeated press answers the first press's result.
  const once = { access: 'customer-own', idempotent: true } as const;

  route(endpoints.home, own, async ({ brand }, request, reply) =>
    reply.ok(subscriptionHomeWire(await subscriptionHome(deps, request.session!, brand))),
  );
  route(endpoints.subscribe, money, async (input, request, reply) =>
    voidIfNotRecorded(deps, intentOf(request), (attempt) =>
      runOnce(request, reply, async (tx) => {
        const done = await subscribe(tx, deps, request.session!, input, attempt);
        return reply.ok(subscribedWire(done), 'subscriptions.subscribed', {
          until: formatCalendarDay(done.periodEnd),
          receipt: done.receiptNumber,
        });
      }),
    ),
  );
  route(endpoints.cancel, once, async ({ subscriptionId }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const done = await cancelSubscription(tx, deps, request.session!, subscriptionId);
      return reply.ok(subscriptionWire(done), 'subscriptions.cancelled', { until: formatCalendarDay(done.periodEnd) });
    }),
  );
  route(endpoints.resume, once, async ({ subscriptionId }, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const done = await resumeSubscription(tx, deps, request.session!, subscriptionId);
      return reply.ok(subscriptionWire(done), 'subscriptions.resumed', { until: formatCalendarDay(done.periodEnd) });
    }),
  );

  // Each period is charged once whatever the number of runs (a row per period), so no Idempotency-Key is needed.
  endpointRoutes(app, ['ops'])(opsEndpoints.renew, { access: 'ops' }, async (_input, request, reply) => {
    const done = await renewDueSubscriptions(deps, (subscriptionId, error) =>
      request.log.warn({ subscriptionId, err: error }, 'subscription renewal left for the next run'),
    );
    return reply.ok(renewalRunWire(done), 'subscriptions.renewalRun', {
      renewed: done.renewed,
      declined: done.declined,
      ended: done.ended,
      failed: done.failed,
    });
  });
}
