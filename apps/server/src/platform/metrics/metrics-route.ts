import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { refusal } from '../http/envelope.ts';
import { secretMatches } from '../http/guards.ts';
import { isApiRequest } from '../http/request-path.ts';
import { metricsOf } from './metrics.ts';
import { outboxBacklog } from './outbox-backlog.repo.ts';

/** The path Prometheus scrapes by default; outside `/api/`, so no part of the portal's contract (spec §7). */
export const METRICS_PATH = '/metrics';

/** An API request no route matched (404): one label for all of them, never the raw URL a client made up. */
const UNMATCHED_ROUTE = '(unmatched)';
/** The web app's files and its pages' addresses: one label, not one per hashed file of each build. */
const WEB_APP_ROUTE = '(web app)';

/** The label of a request's route: its pattern for the API and /metrics, bounded whatever the URL. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (isApiRequest(request)) return pattern ?? UNMATCHED_ROUTE;
  return pattern === METRICS_PATH ? pattern : WEB_APP_ROUTE;
}

/** The operator secret: `x-ops-secret`, as `npm run ops` sends it, or a bearer token, as Prometheus can send it. */
function operatorAsks(request: FastifyRequest, opsSecret: string): boolean {
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' && authorization.startsWith('Bearer ') ? authorization.slice(7) : '';
  return secretMatches(request.headers['x-ops-secret'], opsSecret) || secretMatches(bearer, opsSecret);
}

/** The calls waiting for the database: PostgreSQL's pool, or the embedded engine's queue in front of the API. */
function poolWaiting(deps: AppDeps, queueWaiting: (() => number) | undefined): () => number {
  const client = (deps.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return () => client.waitingCount;
  return queueWaiting ?? (() => 0);
}

/**
 * What an operator sees (docs/decisions/0059): every answer timed under its route's pattern, payments and refunds
 * counted from the domain's events after their commit, the read memory's hits, and on each scrape the outbox's
 * backlog, the calls waiting for the database and the realtime connections. `GET /metrics` answers them to the
 * operator secret only; METRICS_PORT serves the same on a port of its own (platform/metrics/metrics-port.ts).
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps, queueWaiting?: () => number): void {
  const metrics = metricsOf(deps);
  metrics.readFrom({
    outbox: () => outboxBacklog(deps.db, deps.clock.now()),
    poolWaiting: poolWaiting(deps, queueWaiting),
    realtimeConnections: () => app.realtime?.engine.clientsCount ?? 0,
  });

  // One observation per answer, from what Fastify already holds: no query, no clock read of our own.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = routeLabel(request);
    const envelope = request.refusedWith ?? (request.routeOptions.config.access ? 0 : null);
    metrics.requests.observe(
      {
        route,
        method: request.method,
        status_code: reply.statusCode,
        envelope_status: envelope === null ? 'none' : envelope,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const hits = metrics.keptReads.labels('hit');
  const misses = metrics.keptReads.labels('miss');
  const readMemory = deps.memory.reads.memory;
  readMemory.count = (event) => {
    if (event === 'hit') hits.inc();
    else if (event === 'miss') misses.inc();
    else metrics.keptReadInvalidations.inc();
  };

  const countPayment = ({ means, outcome }: { means: string; outcome: string }) =>
    metrics.payments.inc({ means, outcome });
  const countRefund = ({ means, outcome }: { means: string; outcome: string }) =>
    metrics.refunds.inc({ means, outcome });
  deps.events.on('paymentOutcome', countPayment);
  deps.events.on('refundOutcome', countRefund);
  app.addHook('onClose', async () => {
    deps.events.off('paymentOutcome', countPayment);
    deps.events.off('refundOutcome', countRefund);
    readMemory.count = undefined;
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!operatorAsks(request, deps.opsSecret)) {
      return reply.code(403).send(refusal(request, new AppError('platform.forbidden')));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.text());
  });
}
