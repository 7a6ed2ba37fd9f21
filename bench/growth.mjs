// npm run bench:growth — how the hot calls of a customer grow with the size of the database:
// the same person (10 products × 120 instalments, 10 000 notifications) measured on
// PostgreSQL holding 10 000, 200 000 and 1 000 000 customers (2 products, 24 instalments and 3
// notifications each). One request at a time, so the figure is the call's own time, not a queue.
// Writes bench/GROWTH.md and bench/growth.json.

import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  authEndpoints,
  callApi,
  notificationEndpoints,
  productEndpoints,
  sessionEndpoints,
  urlOf,
} from './endpoints.mjs';
import { oneAtATime, ROOT, startBuiltServer, stop, writeJson } from './lib.mjs';
import { BENCH_CUSTOMER } from './scale-data.mjs';
import { seedScale } from './seed-scale.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,200000,1000000').split(',').map(Number);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };

async function admin(statement, connectionString = POSTGRES_URL) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measure(customers) {
  const database = `vo_bench_growth_${Date.now()}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startBuiltServer({ env: { ...env, DATABASE_URL: url.toString() } });
  try {
    const seedMs = await seedScale({ customers, databaseUrl: url.toString(), notificationsPerCustomer: 3 });
    const login = await callApi(
      base,
      authEndpoints.login,
      { user: BENCH_CUSTOMER.user, password: BENCH_CUSTOMER.password, dispositivo: 'bench' },
      AGENT,
    );
    const headers = { ...AGENT, token: login.data.token };
    const products = await callApi(base, productEndpoints.list, undefined, headers);
    const first = products.data.productos[0].idProducto;
    const calls = {
      'GET /api/productos/cliente (10 products × 120 instalments)': urlOf(base, productEndpoints.list),
      'GET /api/productos/detalle (120 instalments)': urlOf(base, productEndpoints.detail, { idProducto: first }),
      'GET /api/notificacion/obtener/notificaciones?tipo=1&pagina=1 (10 000 of hers)': urlOf(
        base,
        notificationEndpoints.page,
        {
          tipo: 1,
          pagina: 1,
        },
      ),
      'GET /api/notificacion/cantidad/notificaciones/noleidos': urlOf(base, notificationEndpoints.unreadCount),
      'GET /api/user/inicio': urlOf(base, sessionEndpoints.home),
    };
    const results = {};
    for (const [name, callUrl] of Object.entries(calls))
      results[name] = await oneAtATime({ url: callUrl, headers }, { seconds: 5 });
    const rows = (
      await admin(
        `select (select count(*) from users)::int as users, (select count(*) from instalments)::int as instalments,
        (select count(*) from notifications)::int as notifications`,
        url.toString(),
      )
    ).rows;
    return { customers, seedMs, results, rows: rows[0] };
  } finally {
    await stop(child);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

const results = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, sizes: [] };
for (const size of SIZES) {
  console.log(`bench:growth: ${size} customers…`);
  results.sizes.push(await measure(size));
}
writeJson(join(ROOT, 'bench/growth.json'), results);
writeFileSync(join(ROOT, 'bench/GROWTH.md'), report(results));
console.log(report(results));

function report(r) {
  const names = Object.keys(r.sizes[0].results);
  const lines = [
    '# Growth of the hot calls with the database',
    '',
    `${r.date} · ${r.cores} cores (${r.cpu}) · PostgreSQL · one request at a time, 5 s per call after 1 s warm-up.`,
    `The same customer (${BENCH_CUSTOMER.user}: ${BENCH_CUSTOMER.products} products × ${BENCH_CUSTOMER.instalments} instalments, 10 000 notifications) in databases of growing size.`,
    '',
    `| call | ${r.sizes.map((s) => `${s.customers.toLocaleString('en')} customers p50 / p99 ms`).join(' | ')} |`,
    `|---|${r.sizes.map(() => '---:').join('|')}|`,
    ...names.map(
      (name) =>
        `| ${name} | ${r.sizes.map((s) => `${s.results[name].p50Ms} / ${s.results[name].p99Ms}`).join(' | ')} |`,
    ),
    '',
    '| size | people | instalments | notifications | scale data generated in |',
    '|---|---:|---:|---:|---:|',
    ...r.sizes.map(
      (s) =>
        `| ${s.customers.toLocaleString('en')} customers | ${s.rows.users.toLocaleString('en')} | ${s.rows.instalments.toLocaleString('en')} | ${s.rows.notifications.toLocaleString('en')} | ${Math.round(s.seedMs / 1000)} s |`,
    ),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
