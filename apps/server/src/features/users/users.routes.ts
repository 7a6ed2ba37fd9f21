import { documentNumberSchema } from '@vo/domain/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forceLogout, setUserAccess } from './users.service.ts';

/** Operator actions on one person's access (ARCHITECTURE §2 ops: force logout, users). */
export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const options = {
    config: { access: 'ops' as const, maintenanceExempt: true },
    schema: { tags: ['ops'], body: z.object({ ci: documentNumberSchema }) },
  };
  api.post('/ops/users/logout', options, async (request, reply) => {
    await forceLogout(deps, request.body.ci);
    return reply.ok({ ci: request.body.ci });
  });
  api.post('/ops/users/disable', options, async (request, reply) => {
    await setUserAccess(deps, request.body.ci, false);
    return reply.ok({ ci: request.body.ci });
  });
  api.post('/ops/users/enable', options, async (request, reply) => {
    await setUserAccess(deps, request.body.ci, true);
    return reply.ok({ ci: request.body.ci });
  });
}
