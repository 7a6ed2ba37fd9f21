import { recoveryEndpoints as endpoints } from '@vo/domain/recovery-calculator/recovery.endpoints';
import {
  recoveryProductsWire,
  recoveryProjectsWire,
  recoveryVerificationWire,
  reversalsWire,
} from '@vo/domain/recovery-calculator/recovery.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { findReversals, recoveryProducts, recoveryProjects, verifyRecovery } from './recovery.service.ts';

/** The recovery calculator, spec §7's exact paths: verified advisers, customers of their own network only. */
export async function recoveryRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['recovery-calculator']);
  const { deps } = app;
  const adviser = { access: 'adviser-own' } as const;

  // Anyone logged in may ask; only a verified adviser hears yes (the page sends everyone else to /).
  route(endpoints.verify, { access: 'self' }, async (_input, request, reply) =>
    reply.ok(recoveryVerificationWire(await verifyRecovery(deps, request.session!))),
  );
  route(endpoints.reversals, adviser, async ({ documentNumber }, request, reply) =>
    reply.ok(reversalsWire(await findReversals(deps, request.session!, documentNumber))),
  );
  route(endpoints.projects, adviser, async (choice, request, reply) =>
    reply.ok(recoveryProjectsWire(await recoveryProjects(deps, request.session!, choice))),
  );
  route(endpoints.products, adviser, async (choice, request, reply) =>
    reply.ok(recoveryProductsWire(await recoveryProducts(deps, request.session!, choice))),
  );
}
