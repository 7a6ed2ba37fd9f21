import { healthEndpoints as endpoints } from '@vo/domain/health/health.endpoints';
import { instanceStatsWire } from '@vo/domain/health/health.wire';
import { healthOpsEndpoints as opsEndpoints } from '@vo/domain/health/health-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { instanceStats } from './health.service.ts';

/**
 * GET /ops/stats: memory and sockets of the instance that answers (the realtime benchmark reads it).
 * GET /health/live and /health/ready: a load balancer's checks (docs/decisions/0060). Outside the rate limit:
 * a balancer asks every second or two from one address, and a refusal would read as HTTP 200.
 */
export async function healthRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['ops']);
  route(opsEndpoints.stats, { access: 'ops', maintenanceExempt: true }, async (_input, _request, reply) =>
    reply.ok(instanceStatsWire(instanceStats(app.realtime.engine.clientsCount))),
  );

  const probes = endpointRoutes(app, ['health']);
  const probe = { access: 'probe', maintenanceExempt: true, rateLimit: false } as const;
  probes(endpoints.live, probe, async (_input, _request, reply) => reply.ok({ state: 'live' as const }));
  probes(endpoints.ready, probe, async (_input, _request, reply) => {
    const state = await app.lifecycle.readiness();
    // The envelope says the check was answered; the HTTP status is what a balancer reads.
    if (state !== 'ready') reply.code(503);
    return reply.ok({ ready: state === 'ready', state });
  });
}
