import { once } from 'node:events';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthEndpoints } from '@vo/domain/health/health.endpoints';

/**
 * A load balancer as the rolling-restart test assumes one (docs/decisions/0060, docs/operations.md): it asks
 * each instance's readiness every `checkEveryMs` and sends requests in turn only to those answering 200 (an
 * nginx-plus/HAProxy health check with `fall 2 rise 1` and a 2 s timeout); its connections to the instances are kept alive. A
 * request whose connection was refused never reached an instance and goes to the next one, whatever its
 * method (nginx's `proxy_next_upstream error`); one whose connection broke after it was sent is sent again
 * only when repeating it is harmless: a GET or HEAD, or a write carrying an Idempotency-Key (HAProxy's
 * `retry-on conn-failure` with idempotent methods). Anything else the instance answered is passed on as it is.
 */
export interface CheckedBalancer {
  url: string;
  /** Which instances answer ready now. */
  ready(): string[];
  /** Replaces an instance's address (a restarted instance, on the same address or another). */
  replace(from: string, to: string): void;
  /** Requests each instance answered, and how many were sent again to another. */
  counts(): { servedBy: Record<string, number>; resent: number };
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** HAProxy's `fall 2`: one slow check on a loaded machine does not take a serving instance out. */
const FALL = 2;

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

export async function startCheckedBalancer(targets: string[], checkEveryMs = 100): Promise<CheckedBalancer> {
  const instances = [...targets];
  const ready = new Set<string>();
  const servedBy: Record<string, number> = {};
  let resent = 0;
  let turn = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  /** Failed checks in a row: an instance is taken out after FALL of them, put back after one good one. */
  const failed = new Map<string, number>();
  const check = async (target: string) => {
    let good = false;
    try {
      const response = await fetch(`${target}/api/${healthEndpoints.ready.path}`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      good = response.status === 200;
    } catch {}
    failed.set(target, good ? 0 : (failed.get(target) ?? 0) + 1);
    if (good) ready.add(target);
    else if ((failed.get(target) ?? 0) >= FALL) ready.delete(target);
  };
  let checking = true;
  const checks = (async () => {
    while (checking) {
      await Promise.all(instances.map(check));
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
    }
  })();

  const forward = (target: string, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(`${target}${path}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = incoming.method ?? 'GET';
    const repeatable = method === 'GET' || method === 'HEAD' || incoming.headers['idempotency-key'] !== undefined;
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': incoming.socket.remoteAddress ?? '',
    };
    for (const name of HOP_BY_HOP) delete headers[name];
    for (let attempt = 0; attempt < 4; attempt++) {
      const healthy = instances.filter((target) => ready.has(target));
      const target = healthy[turn++ % Math.max(1, healthy.length)];
      if (!target) {
        outgoing.writeHead(503).end();
        return;
      }
      try {
        const answer = await forward(target, method, incoming.url ?? '/', headers, body);
        servedBy[target] = (servedBy[target] ?? 0) + 1;
        for (const name of HOP_BY_HOP) delete answer.headers[name];
        outgoing.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
        if (refused) ready.delete(target);
        if (!refused && !repeatable) break;
        resent++;
      }
    }
    outgoing.writeHead(502).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // The first answers of both instances are in before the first request is sent.
  await Promise.all(instances.map(check));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ready: () => instances.filter((target) => ready.has(target)),
    replace: (from, to) => {
      const at = instances.indexOf(from);
      if (at >= 0) instances[at] = to;
      ready.delete(from);
    },
    counts: () => ({ servedBy: { ...servedBy }, resent }),
    close: async () => {
      checking = false;
      await checks;
      server.closeAllConnections();
      server.close();
      agent.destroy();
    },
  };
}
