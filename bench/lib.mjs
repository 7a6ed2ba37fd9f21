import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

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
 */
export async function startBuiltServer({ env = {}, nodeArgs = [] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, readyMs } = await startAndWait(
    'node',
    [...nodeArgs, join(ROOT, 'apps/server/dist/main.js')],
    { PORT: String(port), DATA_DIR: tempDir('vo-bench-'), LOG_LEVEL: 'warn', ...env },
    `${base}/api/user/verificar/mantenimiento`,
    { agente: '109' },
  );
  return { child, base, readyMs };
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

/** The fastify/benchmarks method: 100 connections, pipelining 10, a warm-up round, then the measured round. */
export async function load(options, { connections = 100, pipelining = 10, seconds = 10 } = {}) {
  await autocannon({ ...options, connections, pipelining, duration: 3 });
  const result = await autocannon({ ...options, connections, pipelining, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
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
