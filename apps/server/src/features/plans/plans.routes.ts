import { planRequestSchema, upgradeRequestSchema } from '@vo/domain/plans/plan.rules';
import { productQuerySchema } from '@vo/domain/products/products.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import {
  planOptions,
  reconfigurePlan,
  simulateReconfiguration,
  simulateUpgrade,
  upgradeMembership,
  upgradeOptions,
} from './plans.service.ts';

const tags = ['plans'];

/** Reconfigure a payment plan and upgrade a membership (spec §2, docs/decisions/0008). */
export async function plansRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const read = { access: 'customer-own' as const };
  // A new plan changes what the customer owes: exactly once, like a payment.
  const change = { access: 'customer-own' as const, effect: 'money' as const, idempotent: true };

  api.get(
    '/plan/opciones',
    { config: read, schema: { tags, querystring: productQuerySchema } },
    async (request, reply) => reply.ok(await planOptions(deps, request.session!, request.query.idProducto)),
  );
  api.post('/plan/simular', { config: read, schema: { tags, body: planRequestSchema } }, async (request, reply) =>
    reply.ok(await simulateReconfiguration(deps, request.session!, request.body)),
  );
  api.post(
    '/plan/reconfigurar',
    { config: change, schema: { tags, body: planRequestSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) =>
        reply.ok(await reconfigurePlan(tx, deps, request.session!, request.body), 'plan.reconfigured'),
      ),
  );

  api.get(
    '/membresia/mejorar/opciones',
    { config: read, schema: { tags, querystring: productQuerySchema } },
    async (request, reply) => reply.ok(await upgradeOptions(deps, request.session!, request.query.idProducto)),
  );
  api.post(
    '/membresia/mejorar/simular',
    { config: read, schema: { tags, body: upgradeRequestSchema } },
    async (request, reply) => reply.ok(await simulateUpgrade(deps, request.session!, request.body)),
  );
  api.post(
    '/membresia/mejorar',
    { config: change, schema: { tags, body: upgradeRequestSchema } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const result = await upgradeMembership(tx, deps, request.session!, request.body);
        return reply.ok(result, result.resultado === 'aplicado' ? 'plan.upgraded' : 'plan.visitCustomerService');
      }),
  );
}
