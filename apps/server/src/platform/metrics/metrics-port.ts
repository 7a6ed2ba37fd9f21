import { createServer, type Server } from 'node:http';
import type { AppDeps } from '../deps.ts';
import { metricsOf } from './metrics.ts';
import { METRICS_PATH } from './metrics-route.ts';

/**
 * METRICS_PORT (docs/decisions/0059): the same figures as `GET /metrics`, without the operator secret, on a port
 * of its own that only the monitoring network reaches (bind it there, never to the public). It answers nothing
 * else. Resolves once it listens; close it with the server it answers for.
 */
export async function serveMetricsOnPort(deps: AppDeps, port: number, host: string): Promise<Server> {
  const metrics = metricsOf(deps);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => listening());
  });
  return server;
}
