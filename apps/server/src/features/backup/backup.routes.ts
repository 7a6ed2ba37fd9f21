import { backupOpsEndpoints as endpoints } from '@vo/domain/backup/backup-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { backUpEmbedded } from './backup.service.ts';

/** POST /ops/backup: `npm run ops -- backup` on the embedded engine (PostgreSQL's is pg_dump; docs/operations.md). */
export async function backupRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['ops']);
  route(endpoints.embedded, { access: 'ops', maintenanceExempt: true }, async (_input, _request, reply) =>
    reply.ok(await backUpEmbedded(app.deps)),
  );
}
