import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkMaintenance, startMaintenance, stopMaintenance } from './maintenance.service.ts';

const tags = ['maintenance'];

export async function maintenanceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, maintenance } = app;

  api.get(
    '/user/verificar/mantenimiento',
    { config: { access: 'public', maintenanceExempt: true }, schema: { tags } },
    async (_request, reply) => reply.ok(await checkMaintenance(maintenance)),
  );

  api.post(
    '/ops/maintenance/on',
    // The date rule itself lives in the service, which has the clock; the schema only bounds the text.
    {
      config: { access: 'ops', maintenanceExempt: true },
      schema: { tags, body: z.object({ hasta: z.string().max(40) }) },
    },
    async (request, reply) => reply.ok(await startMaintenance(deps, maintenance, request.body.hasta)),
  );

  api.post(
    '/ops/maintenance/off',
    { config: { access: 'ops', maintenanceExempt: true }, schema: { tags } },
    async (_r, reply) => reply.ok(await stopMaintenance(deps, maintenance)),
  );
}
