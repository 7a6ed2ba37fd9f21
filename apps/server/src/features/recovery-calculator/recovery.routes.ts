import {
  recoveryProductsRequestSchema,
  recoveryProjectsRequestSchema,
  reversalsRequestSchema,
} from '@vo/domain/recovery-calculator/recovery.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findReversals, recoveryProducts, recoveryProjects, verifyRecovery } from './recovery.service.ts';

const tags = ['recovery-calculator'];

/** The recovery calculator, spec §7's exact paths: verified advisers, customers of their own network only. */
export async function recoveryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const adviser = { access: 'adviser-own' as const };

  // Anyone logged in may ask; only a verified adviser hears yes (the page sends everyone else to /).
  api.get(
    '/calculadora/recuperacion/verificar',
    { config: { access: 'self' }, schema: { tags } },
    async (request, reply) => reply.ok(await verifyRecovery(deps, request.session!)),
  );
  api.post(
    '/calculadora/recuperacion/obtener/reversiones',
    { config: adviser, schema: { tags, body: reversalsRequestSchema } },
    async (request, reply) => reply.ok(await findReversals(deps, request.session!, request.body.docId)),
  );
  api.post(
    '/calculadora/recuperacion/obtener/proyectos',
    { config: adviser, schema: { tags, body: recoveryProjectsRequestSchema } },
    async (request, reply) => reply.ok(await recoveryProjects(deps, request.session!, request.body)),
  );
  api.post(
    '/calculadora/recuperacion/obtener/productos',
    { config: adviser, schema: { tags, body: recoveryProductsRequestSchema } },
    async (request, reply) => reply.ok(await recoveryProducts(deps, request.session!, request.body)),
  );
}
