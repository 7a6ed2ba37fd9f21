import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOutboxMessages } from '../../adapters/messaging/outbox.repo.ts';

/** The operator's view of the messaging sandbox: what was "sent" to one recipient. */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/ops/outbox',
    {
      config: { access: 'ops', maintenanceExempt: true },
      schema: { tags: ['ops'], querystring: z.object({ destinatario: z.string().min(1).max(320) }) },
    },
    async (request, reply) => reply.ok(await findOutboxMessages(app.deps.db, request.query.destinatario)),
  );
}
