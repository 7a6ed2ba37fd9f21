import { outboxWire } from '@vo/domain/outbox/outbox.wire';
import { outboxOpsEndpoints as opsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { findOutboxMessages } from '../../adapters/messaging/outbox.repo.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';

/** The operator's view of the messaging sandbox: what was "sent" to one recipient. */
export async function outboxRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['ops']);
  route(opsEndpoints.messages, { access: 'ops', maintenanceExempt: true }, async ({ recipient }, _request, reply) =>
    reply.ok(outboxWire(await findOutboxMessages(app.deps.db, recipient))),
  );
}
