import { planEndpoints as endpoints } from '@vo/domain/plans/plans.endpoints';
import { planChangeWire, planOptionsWire, planSimulationWire, upgradeOptionsWire } from '@vo/domain/plans/plans.wire';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { planOptions, reconfigurePlan, simulateReconfiguration } from './reconfigure.service.ts';
import { simulateUpgrade, upgradeMembership, upgradeOptions } from './upgrade.service.ts';

/** Reconfigure a payment plan and upgrade a membership (spec §2, docs/decisions/0008). */
export async function plansRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['plans']);
  const { deps } = app;
  const read = { access: 'customer-own' } as const;
  // A new plan changes what the customer owes: exactly once, like a payment.
  const change = { access: 'customer-own', effect: 'money', idempotent: true } as const;

  route(endpoints.options, read, async ({ productId }, request, reply) =>
    reply.ok(planOptionsWire(await planOptions(deps, request.session!, productId))),
  );
  route(endpoints.simulate, read, async (input, request, reply) =>
    reply.ok(planSimulationWire(await simulateReconfiguration(deps, request.session!, input))),
  );
  route(endpoints.reconfigure, change, async (input, request, reply) =>
    runOnce(request, reply, async (tx) =>
      reply.ok(planChangeWire(await reconfigurePlan(tx, deps, request.session!, input)), 'plan.reconfigured'),
    ),
  );

  route(endpoints.upgradeOptions, read, async ({ productId }, request, reply) =>
    reply.ok(upgradeOptionsWire(await upgradeOptions(deps, request.session!, productId))),
  );
  route(endpoints.simulateUpgrade, read, async (input, request, reply) =>
    reply.ok(planSimulationWire(await simulateUpgrade(deps, request.session!, input))),
  );
  route(endpoints.upgrade, change, async (input, request, reply) =>
    runOnce(request, reply, async (tx) => {
      const upgraded = await upgradeMembership(tx, deps, request.session!, input);
      return reply.ok(planChangeWire(upgraded), upgraded.applied ? 'plan.upgraded' : 'plan.visitCustomerService');
    }),
  );
}
