import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { maintenanceEndpoints, urlOf } from './endpoints.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

export const tempDir = (prefix) => mkdtempSync(join(tmpdir(), prefix));

/** Writes a results file, formatted the way `npm run lint` (Biome) wants it. */
export function writeJson(path, data) {
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', path], { stdio: 'ignore' });
}

/**
 * The built server (apps/server/dist) on a free port with an empty DATA_DIR, once it answers.
 * `env` adds or overrides variables; `nodeArgs` go before the script (e.g. --expose-gc).
 * `dataDir` starts it on an existing DATA_DIR instead (a restart on the same embedded database);
 * the DATA_DIR used is returned so a caller can open that database while the server is stopped.
 */
export async function startBuiltServer({ env = {}, nodeArgs = [], dataDir = tempDir('vo-bench-') } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, readyMs } = await startAndWait(
    'node',
    [...nodeArgs, join(ROOT, 'apps/server/dist/main.js')],
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    urlOf(base, maintenanceEndpoints.check),
    { agente: '109' },
  );
  return { child, base, readyMs, dataDir };
}

/** Starts a process and waits until `url` answers; resolves with the process and the time it took. */
export async function startAndWait(command, args, env, url, headers = {}) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return { child, readyMs: performance.now() - started };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * The fastify/benchmarks method: 100 connections, pipelining 10, a warm-up round, then the measured round.
 * Afterwards it waits until the server has worked off the flood (see drained), so the next call measured
 * does not inherit this one's queue.
 */
export async function load(options, { connections = 100, pipelining = 10, seconds = 10, onMeasure } = {}) {
  // How fast one request is answered before the flood: the yardstick for "worked off" afterwards.
  const idleMs = Math.min(await timeOne(options), await timeOne(options), await timeOne(options));
  await autocannon({ ...options, connections, pipelining, duration: 3 });
  // "Busy, try again" is an answer (HTTP 200, status 1: the embedded engine's queue, 0023), counted apart; so is
  // any other answer that is not a success (status 0), for the goals that count only what succeeded.
  let busy = 0;
  let refused = 0;
  const { method = 'GET', headers, body } = options;
  // A call made anew for each request (a payment's idempotency key) brings its own `requests` (setupRequest).
  const counting = {
    requests: (options.requests ?? [{}]).map((request) => ({
      method,
      headers,
      body,
      ...request,
      onResponse: (_status, answer) => {
        if (answer.includes('platform.busyTryAgain')) busy++;
        if (answer.length > 0 && !answer.startsWith('{"status":0')) refused++;
      },
    })),
  };
  onMeasure?.('start');
  const result = await autocannon({ ...options, ...counting, connections, pipelining, duration: seconds });
  onMeasure?.('end');
  const drain = await drained(options, Math.max(3 * idleMs, idleMs + 50));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    busy,
    refused,
    // Requests with no answer within autocannon's 10 s timeout are in neither req/s nor the latencies.
    errors: result.errors + result.timeouts,
    drainedMs: drain.ms,
    ...(drain.done ? {} : { notDrained: true }),
  };
}

/** One request through fetch, body read; answers its duration in ms (failures count as slow, not as errors). */
async function timeOne({ url, method = 'GET', headers = {}, body }) {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
  } catch {}
  return performance.now() - t0;
}

/**
 * When autocannon stops, the server still works through the requests it had already accepted, and those
 * of connections autocannon dropped on its 10 s timeout: with a slow call that is minutes of work, and
 * whatever is measured next would wait behind it. Sends the same request one at a time until one is
 * answered within `promptMs` (about its idle time) again, for at most five minutes.
 */
async function drained(options, promptMs, limitMs = 300_000) {
  const started = performance.now();
  let done = false;
  while (!done && performance.now() - started < limitMs) done = (await timeOne(options)) <= promptMs;
  return { ms: Math.round(performance.now() - started), done };
}

/**
 * One request at a time on one keep-alive connection for `seconds` (after a 1 s warm-up): what a single
 * person waits for, without a queue in front. `urls` instead of `url` asks each of them in turn. Not autocannon: its latency histogram counts whole
 * milliseconds, too coarse for answers that take one or two.
 */
export async function oneAtATime({ url, urls = [url], headers = {}, method = 'GET', body }, { seconds = 5 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // Several addresses (one level of many nodes, say) are asked in turn.
  let next = 0;
  const send = () =>
    new Promise((resolve, reject) => {
      const request = httpRequest(urls[next++ % urls.length], { method, headers, agent }, (response) => {
        response.resume(); // read the body to the end, as a client would
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  const run = async (ms, latencies) => {
    let non2xx = 0;
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const t0 = performance.now();
      const status = await send();
      latencies?.push(performance.now() - t0);
      if (status < 200 || status > 299) non2xx++;
    }
    return non2xx;
  };
  try {
    await run(1_000);
    const latencies = [];
    const non2xx = await run(seconds * 1_000, latencies);
    latencies.sort((a, b) => a - b);
    const at = (q) => Number(latencies[Math.floor(q * (latencies.length - 1))].toFixed(3));
    return {
      // Marks the row whose req/s is one client's pace, not comparable with the hello-world's.
      oneAtATime: true,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      non2xx,
      errors: 0,
    };
  } finally {
    agent.destroy();
  }
}

/** Round trips of `SELECT 1` through a query function, 10 at a time. */
export async function selectOneRoundTrips(query, total = 20_000, concurrency = 10) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const t0 = performance.now();
        await query('select 1');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.floor(q * (latencies.length - 1))].toFixed(3));
  return { requestsPerSecond: Math.round(total / seconds), p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** Runs `work` with a PostgreSQL client on `url`, closed afterwards whatever happens. */
export async function withPg(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CPU time (ms) a process has used so far: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // a process (a PostgreSQL backend) that has gone
  }
}

/** The PostgreSQL backends serving database `database` now (their CPU is the database's share of a call). */
export async function backendPids(adminUrl, database) {
  return withPg(adminUrl, async (client) =>
    (await client.query('select pid from pg_stat_activity where datname = $1', [database])).rows.map((r) => r.pid),
  );
}

/**
 * `load` of a call and of its anchor, one right after the other in the same run (docs/decisions/0062, 0067),
 * each with the CPU it cost per request: its own process's and the database backends'. On a machine other
 * people load, req/s swings with them; the ratio of two floods taken together, and CPU per request, far less.
 * `ours` and `anchor` are `{ request, pid }`; `backends()` answers the backends' pids.
 */
export async function besideAnchor(ours, anchor, backends, shape) {
  const measured = async ({ request, pid }) => {
    const pids = await backends();
    // Per process: a backend that ends meanwhile reads 0 at the end and is left out, not counted negative.
    const cpuOf = () => [pid, ...pids].map(cpuMs);
    // `load` warms up first: the CPU is counted over the measured flood only (not its warm-up or drain).
    const at = {};
    const result = await load(request, {
      ...shape,
      onMeasure: (phase) => {
        at[phase] = cpuOf();
      },
    });
    const served = Math.max(1, result.requestsPerSecond * (shape.seconds ?? 10));
    const spent = at.start.map((start, i) => (at.end[i] >= start ? at.end[i] - start : 0));
    const used = (which) => (1000 * (which === 'node' ? spent[0] : spent.slice(1).reduce((a, b) => a + b, 0))) / served;
    return {
      ...result,
      nodeUsPerRequest: Math.round(used('node')),
      pgUsPerRequest: Math.round(used('pg')),
    };
  };
  const anchorResult = await measured(anchor);
  const ourResult = await measured(ours);
  return { ours: ourResult, anchor: anchorResult, ratio: ourResult.requestsPerSecond / anchorResult.requestsPerSecond };
}

/** A card the sandbox acquirer approves (the bench's payments). */
export const SANDBOX_CARD = {
  numeroTarjeta: '4111111111111111',
  mesExpiracion: '12',
  anioExpiracion: '2099',
  cvc: '123',
};

/**
 * Card payments of one cent from 20 connections, one at a time each, round the customer's products (payments of
 * one product take turns: its lock), each with a new idempotency key: what bench/guarded.mjs and
 * bench/payments.mjs send, as one `load` option set (its `requests` make each payment anew).
 */
export async function cardPayments(base, headers) {
  const { callApi, paymentEndpoints, productEndpoints, requestOf } = await import('./endpoints.mjs');
  const owned = await callApi(base, productEndpoints.list, undefined, headers);
  const productIds = owned.data.productos.map((p) => p.idProducto);
  let paid = 0;
  const payOnce = () =>
    requestOf(
      base,
      paymentEndpoints.card,
      { idProducto: productIds[paid++ % productIds.length], monto: '0.01', ...SANDBOX_CARD },
      { ...headers, 'idempotency-key': randomUUID() },
    );
  return { ...payOnce(), requests: [{ setupRequest: (request) => ({ ...request, ...payOnce() }) }] };
}
