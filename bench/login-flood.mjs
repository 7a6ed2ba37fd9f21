// A guarded read while logins flood the server (docs/decisions/0018-guessing-limits-and-client-addresses.md): every login costs a password hash, so a
// flood of them could take every core from every other call. The hashes are bounded (a fixed number run,
// a few wait, the rest are told "try again" at once): this measures what a logged-in person then waits.
// Used by `npm run bench` (a row per engine); `node bench/login-flood.mjs` runs it alone on PostgreSQL.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { oneAtATime, ROOT } from './lib.mjs';

const FLOOD_CLIENT = join(ROOT, 'bench/login-flood-client.mjs');

/**
 * p50/p99 of `read` one request at a time, first on its own, then while `connections` connections send
 * logins without pause from a separate process (so the load generator does not share this event loop).
 */
export async function readWhileLoginsFlood(base, read, { connections = 50, seconds = 5 } = {}) {
  const alone = await oneAtATime(read, { seconds });
  const flood = spawn(process.execPath, [FLOOD_CLIENT, base, String(connections), String(seconds + 4)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  flood.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const finished = new Promise((resolve) => flood.on('exit', resolve));
  await sleep(2_000);
  const flooded = await oneAtATime(read, { seconds });
  await finished;
  return { alone, flooded, logins: { connections, ...JSON.parse(out || '{}') } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_ENGINE=pglite runs it on the embedded database instead.
  const { startBuiltServer, stop } = await import('./lib.mjs');
  const pg = (await import('pg')).default;
  const url = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const onPostgres = process.env.BENCH_ENGINE !== 'pglite';
  const database = `vo_flood_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };
  if (onPostgres) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const target = new URL(url);
    target.pathname = `/${database}`;
    env.DATABASE_URL = target.toString();
  }
  const { child, base } = await startBuiltServer({ env });
  try {
    const { authEndpoints, callApi, requestOf, sessionEndpoints } = await import('./endpoints.mjs');
    const headers = { agente: '109', 'content-type': 'application/json' };
    const adviser = { user: '2000001', password: 'Asesor#2026', dispositivo: 'bench' };
    const login = await callApi(base, authEndpoints.login, adviser, headers);
    const read = requestOf(base, sessionEndpoints.home, undefined, { ...headers, token: login.data.token });
    console.log(JSON.stringify(await readWhileLoginsFlood(base, read), null, 2));
  } finally {
    await stop(child);
    if (onPostgres) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
}
