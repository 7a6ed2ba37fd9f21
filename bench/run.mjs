// npm run bench: cold start, endpoint throughput beside a bare Fastify and a bare SELECT 1, on PGlite
// and (when reachable) PostgreSQL, and the JavaScript the login page loads. Writes RESULTS.md and results.json.

import { existsSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { freePort, load, ROOT, selectOneRoundTrips, startAndWait, startBuiltServer, stop } from './lib.mjs';
import { javascriptOfPage } from './web-size.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER = join(ROOT, 'apps/server/dist/main.js');
const AGENT = { agente: '109', 'content-type': 'application/json' };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync(SERVER)) {
  console.error('bench: run `npm run build` first');
  process.exit(1);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Starts our server on an empty database and measures it. */
async function benchEngine(engine) {
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };
  let database;
  if (engine === 'postgres') {
    database = `vo_bench_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const { child, base, readyMs } = await startBuiltServer({ env });
  try {
    // Measured first, on an idle server: after the login flood the scrypt queue keeps it busy for a while.
    const webLogin = engine === 'pglite' ? await javascriptOfPage(`${base}/`) : undefined;
    const loginBody = JSON.stringify({ user: '1000001', password: 'Cliente#2026', dispositivo: 'bench' });
    const login = await (
      await fetch(`${base}/api/user/login/nuevo`, { method: 'POST', headers: AGENT, body: loginBody })
    ).json();
    const endpoints = {
      // Login is bound by scrypt on purpose (32 MiB and ~50 ms of CPU per hash): 1 000 requests in
      // flight would only queue behind the hash pool, so it is measured at 10 connections without pipelining.
      'POST /api/user/login/nuevo (10 connections, no pipelining)': await load(
        { url: `${base}/api/user/login/nuevo`, method: 'POST', headers: AGENT, body: loginBody },
        { connections: 10, pipelining: 1, seconds },
      ),
      'GET /api/user/verificar/mantenimiento': await load(
        { url: `${base}/api/user/verificar/mantenimiento`, headers: AGENT },
        { seconds },
      ),
      'GET /api/user/inicio (session check + read)': await load(
        { url: `${base}/api/user/inicio`, headers: { ...AGENT, token: login.data.token } },
        { seconds },
      ),
    };
    return { coldStartMs: Math.round(readyMs), endpoints, webLogin };
  } finally {
    await stop(child);
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

async function helloWorld() {
  const port = await freePort();
  const { child } = await startAndWait(
    'node',
    [join(ROOT, 'bench/hello.mjs'), String(port)],
    {},
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await load({ url: `http://127.0.0.1:${port}/` }, { seconds });
  } finally {
    await stop(child);
  }
}

async function selectOne(engine) {
  if (engine === 'pglite') {
    const db = await PGlite.create();
    try {
      return await selectOneRoundTrips((text) => db.query(text));
    } finally {
      await db.close();
    }
  }
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 10 });
  try {
    return await selectOneRoundTrips((text) => pool.query(text));
  } finally {
    await pool.end();
  }
}

const engines = ['pglite', ...((await postgresReachable()) ? ['postgres'] : [])];
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  method: `autocannon, 100 connections, pipelining 10, 3 s warm-up, ${seconds} s measured (fastify/benchmarks)`,
  helloWorld: await helloWorld(),
  engines: {},
};
for (const engine of engines) {
  console.log(`bench: ${engine}…`);
  results.engines[engine] = { selectOne: await selectOne(engine), ...(await benchEngine(engine)) };
}

writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/RESULTS.md'), report(results));
console.log(report(results));

function report(r) {
  const hello = r.helloWorld.requestsPerSecond;
  const row = (name, m) =>
    `| ${name} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${(m.requestsPerSecond / hello).toFixed(3)} | ${m.non2xx ?? 0} |`;
  const lines = [
    '# Benchmark results',
    '',
    `${r.date} · ${r.machine.cpus} cores (${r.machine.cpu}) · ${r.machine.memoryGiB} GiB · Node ${r.machine.node}`,
    '',
    `Method: ${r.method}. Ratio = endpoint req/s ÷ bare Fastify hello-world req/s in the same run.`,
    '',
  ];
  for (const [engine, e] of Object.entries(r.engines)) {
    lines.push(
      `## ${engine}`,
      '',
      `Cold start on an empty database (migrate, seed, listen) to first answer: **${e.coldStartMs} ms**`,
      '',
    );
    lines.push('| call | req/s | p50 ms | p99 ms | ÷ hello | non-2xx |', '|---|---:|---:|---:|---:|---:|');
    lines.push(row('bare Fastify hello-world', r.helloWorld));
    lines.push(
      `| bare \`SELECT 1\` round trip (10 at a time, in-process client) | ${e.selectOne.requestsPerSecond} | ${e.selectOne.p50Ms} | ${e.selectOne.p99Ms} | | |`,
    );
    for (const [name, m] of Object.entries(e.endpoints)) lines.push(row(name, m));
    if (e.webLogin) {
      lines.push(
        '',
        `Login page (\`/\`, 360 px, real Chromium): ${e.webLogin.files} JavaScript files, ${Math.round(e.webLogin.rawBytes / 1024)} KiB raw, **${Math.round(e.webLogin.gzipBytes / 1024)} KiB gzip** (goal ≤ 200 KB).`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
