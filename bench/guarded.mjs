// node bench/guarded.mjs [seconds] [filter, a regular expression over the names]: a SHORT targeted run of the guarded reads (docs/decisions/0037) beside the
// two-query anchor, in the same run, on PostgreSQL (BENCH_POSTGRES_URL names the server; the database used is
// BENCH_DATABASE, default vo_guarded, created and seeded on first use and kept, so runs after a rebuild start
// warm). Not `npm run bench`: for measuring one change on a shared machine, where only the ratios count.
// Each route is measured twice, interleaved with the anchor, and the better ratio of the two is printed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  authEndpoints,
  benefitEndpoints,
  cabinEndpoints,
  callApi,
  catalogueEndpoints,
  incentiveEndpoints,
  networkEndpoints,
  notificationEndpoints,
  paymentEndpoints,
  productEndpoints,
  requestOf,
  sessionEndpoints,
  urlOf,
} from './endpoints.mjs';
import { cardPayments, freePort, ROOT, SANDBOX_CARD, startAndWait, startBuiltServer, stop, tempDir } from './lib.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_DATABASE ?? 'vo_guarded';
const seconds = Number(process.argv[2] ?? 5);
const filter = process.argv[3] ?? '';
const AGENT = { agente: '109', 'content-type': 'application/json' };

const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount > 0;
if (!exists) await admin.query(`create database ${DATABASE}`);
await admin.end();
const url = new URL(POSTGRES_URL);
url.pathname = `/${DATABASE}`;
const DATABASE_URL = url.toString();

const env = { DATABASE_URL, LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };
const server = await startBuiltServer({ env, dataDir: tempDir('vo-guarded-') });
const anchorPort = await freePort();
const anchor = await startAndWait(
  'node',
  [join(ROOT, 'bench/anchor.mjs'), String(anchorPort), DATABASE_URL],
  {},
  `http://127.0.0.1:${anchorPort}/one`,
);
/** CPU time (ms) a process has used so far: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms. */
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // a backend that has gone
  }
};
const backends = async () => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [DATABASE]);
  await client.end();
  return rows.map((row) => row.pid);
};
/**
 * One flood; besides req/s, the CPU each request cost the process that answered it and the PostgreSQL
 * backends: on a machine other people load, throughput swings with them, CPU per request far less.
 */
const flood = async (options, pid) => {
  await autocannon({ connections: 100, pipelining: 10, ...options, duration: 1 });
  const pids = await backends();
  const before = [cpuMs(pid), pids.reduce((sum, p) => sum + cpuMs(p), 0)];
  const r = await autocannon({ connections: 100, pipelining: 10, ...options, duration: seconds });
  const after = [cpuMs(pid), pids.reduce((sum, p) => sum + cpuMs(p), 0)];
  const served = r.requests.total;
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    nodeUs: Math.round((1000 * (after[0] - before[0])) / served),
    pgUs: Math.round((1000 * (after[1] - before[1])) / served),
  };
};
try {
  if (!exists) {
    // As bench/run.mjs: 10 000 notifications for the demo customer.
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`insert into notifications (user_id, type, title, body, created_at, read_at)
      select u.id, 1, 'Aviso de carga ' || n, 'Texto de la notificación de carga número ' || n || '.',
             now() - n * interval '1 minute',
             case when n % 1000 = 0 then null else now() - n * interval '1 minute' + interval '30 seconds' end
      from users u cross join generate_series(1, 10000) as n where u.document_number = '1000001';
      analyze notifications;`);
    await client.end();
  }
  {
    // The sandbox acquirer's tokens change with each server's secret: the cards an earlier run kept would fill the
    // bench customers' three places (spec §6), so they are removed as a customer would on Saved cards.
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`update customer_cards set removed_at = now() where removed_at is null and user_id in
      (select id from users where document_number in ('1000001', '1000002'))`);
    await client.end();
  }
  const { base } = server;
  const tokenOf = async (user, password) =>
    (await callApi(base, authEndpoints.login, { user, password, dispositivo: 'guarded' }, AGENT)).data.token;
  const customer = { ...AGENT, token: await tokenOf('1000001', 'Cliente#2026') };
  const adviser = { ...AGENT, token: await tokenOf('2000001', 'Asesor#2026') };
  // docs/decisions/0062: the catalogue, the cabins' calendar and the park gate, as bench/run.mjs measures them.
  const cards = await callApi(base, benefitEndpoints.cards, undefined, customer);
  const gateInput = { codigo: cards.data?.find((c) => c.estado === 'habilitado')?.qrCodigo ?? '' };
  const tomorrow = new Date(Date.now() - 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const owned = await callApi(base, productEndpoints.list, undefined, customer);
  // Round the customer's products, as bench/payments.mjs does: payments of one product take turns (its lock).
  const productIds = owned.data.productos.map((p) => p.idProducto);
  const payment = { ...(await cardPayments(base, customer)), connections: 20, pipelining: 1 };
  // docs/decisions/0066: the same payments round the products of two customers (1000001's and 1000002's, four
  // products of four companies), as payments of many people are spread over many products.
  const other = { ...AGENT, token: await tokenOf('1000002', 'Cliente#2026') };
  const otherIds = (await callApi(base, productEndpoints.list, undefined, other)).data.productos.map(
    (p) => p.idProducto,
  );
  const payers = [...productIds.map((id) => [id, customer]), ...otherIds.map((id) => [id, other])];
  let spread = 0;
  const paySpread = () => {
    const [idProducto, headers] = payers[spread++ % payers.length];
    return requestOf(
      base,
      paymentEndpoints.card,
      { idProducto, monto: '0.01', ...SANDBOX_CARD },
      { ...headers, 'idempotency-key': randomUUID() },
    );
  };
  const spreadPayment = {
    ...paySpread(),
    connections: 20,
    pipelining: 1,
    requests: [{ setupRequest: (request) => ({ ...request, ...paySpread() }) }],
  };
  const get = (endpoint, input, headers) => ({ url: urlOf(base, endpoint, input), headers });
  const routes = [
    ['user/inicio', get(sessionEndpoints.home, undefined, customer)],
    ['unread count', get(notificationEndpoints.unreadCount, undefined, customer)],
    ['notifications p1', get(notificationEndpoints.page, { tipo: 1, pagina: 1 }, customer)],
    ['products', get(productEndpoints.list, undefined, customer)],
    ['network level', get(networkEndpoints.level, undefined, adviser)],
    ['race', get(incentiveEndpoints.race, undefined, adviser)],
    ['catalogue filtered', get(catalogueEndpoints.projects, { zona: 'Sur', conLotesLibres: 1 }, adviser)],
    [
      'cabin availability',
      get(cabinEndpoints.availability, { parque: 1, tipo: 'familiar', desde: tomorrow, dias: 31 }, customer),
    ],
    ['gate scan', requestOf(base, benefitEndpoints.checkCard, gateInput, AGENT)],
    // A write beside its own anchor (bench/anchor.mjs /pay): card payments of one cent from 20 connections, one
    // at a time each, as bench/payments.mjs sends them (where exactly-once is checked).
    ['card payments', payment, { path: '/pay', method: 'POST', connections: 20, pipelining: 1 }],
    // docs/decisions/0066: the same payments beside the anchor taking turns on two rows as they take turns on
    // two products, and payments round four products of two customers beside the plain anchor.
    ['card payments, turns', payment, { path: '/pay?turns=2', method: 'POST', connections: 20, pipelining: 1 }],
    ['card payments, 2 people', spreadPayment, { path: '/pay', method: 'POST', connections: 20, pipelining: 1 }],
  ].filter(([name]) => new RegExp(filter).test(name));
  for (const [name, { url, method, headers, body }] of routes) {
    const answer = await (await fetch(url, { method, headers, body })).json();
    if (answer.status !== 0) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  }
  const lines = [];
  for (const [name, request, anchorRequest = { path: '/two' }] of routes) {
    let best = null;
    for (let round = 0; round < 2; round++) {
      const { path, ...rest } = anchorRequest;
      const two = await flood({ url: `http://127.0.0.1:${anchorPort}${path}`, ...rest }, anchor.child.pid);
      const ours = await flood(request, server.child.pid);
      const ratio = ours.rps / two.rps;
      if (!best || ratio > best.ratio) best = { ratio, ours, two };
    }
    const line = `${name.padEnd(24)} ${String(best.ours.rps).padStart(6)} req/s  p99 ${String(best.ours.p99).padStart(4)} ms  anchor ${best.two.rps} (p99 ${best.two.p99})  ratio ${best.ratio.toFixed(2)}  CPU µs/request node+pg ${best.ours.nodeUs}+${best.ours.pgUs} (anchor ${best.two.nodeUs}+${best.two.pgUs})${best.ours.bad ? `  bad ${best.ours.bad}` : ''}`;
    console.log(line);
    lines.push(line);
  }
} finally {
  await stop(server.child);
  await stop(anchor.child);
}
