import { instanceStatsWire } from '@vo/domain/health/health.wire';
import { healthOpsEndpoints as opsEndpoints } from '@vo/domain/health/health-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { instanceStats } from './health.service.ts';

/** GET /ops/stats: memory and sockets of the instance that answers (the realtime benchmark reads it). */
export async function healthRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['ops']);
  route(opsEndpoints.stats, { access: 'ops', maintenanceExempt: true }, async (_input, _request, reply) =>
    reply.ok(instanceStatsWire(instanceStats(app.realtime.engine.clientsCount))),
  );
}
