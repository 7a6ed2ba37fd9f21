// npm run bench: cold start, endpoint throughput beside a bare Fastify and a bare SELECT 1, on PGlite
// and (when reachable) PostgreSQL, and the JavaScript the login page loads. Writes RESULTS.md and results.json.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm: a data directory of the portal opens only with it loaded.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  authEndpoints,
  benefitEndpoints,
  cabinEndpoints,
  callApi,
  catalogueEndpoints,
  incentiveEndpoints,
  maintenanceEndpoints,
  networkEndpoints,
  notificationEndpoints,
  productEndpoints,
  requestOf,
  sessionEndpoints,
  urlOf,
} from './endpoints.mjs';
import {
  backendPids,
  besideAnchor,
  cardPayments,
  freePort,
  load,
  oneAtATime,
  ROOT,
  selectOneRoundTrips,
  startAndWait,
  startBuiltServer,
  stop,
} from './lib.mjs';
import { readWhileLoginsFlood } from './login-flood.mjs';
import { loginPeak, SCHEMES } from './login-peak.mjs';
import { besideTable, floodTable, goalsOf, goalsTable, writeResults } from './results-writer.mjs';
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

/**
 * The notification list is read a page at a time and its unread count on every page load, so it is
 * measured on a person who has collected many: 10 000 notifications (tipo 1) for the demo customer,
 * one a minute back from now, all read except every 1 000th (10 more unread beside the demo's 3).
 * One statement, the same on both engines.
 */
const NOTIFICATIONS = 10_000;
const ADD_NOTIFICATIONS = `
  insert into notifications (user_id, type, title, body, created_at, read_at)
  select u.id, 1, 'Aviso de carga ' || n, 'Texto de la notificación de carga número ' || n || '.',
         now() - n * interval '1 minute',
         case when n % 1000 = 0 then null else now() - n * interval '1 minute' + interval '30 seconds' end
  from users u cross join generate_series(1, ${NOTIFICATIONS}) as n
  where u.document_number = '1000001';
  -- Fresh statistics now, as autovacuum would give PostgreSQL within a minute of such a load (PGlite has
  -- no autovacuum): the queries are planned on what the table really holds, on both engines, and the
  -- plans cannot change halfway through the run when autovacuum gets to it.
  analyze notifications;`;

/** The notification rows on PostgreSQL: straight into the bench database while the server runs. */
async function addNotificationsPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(ADD_NOTIFICATIONS);
  } finally {
    await client.end();
  }
}

/**
 * The notification rows on PGlite: the running server owns its data directory (one process only), so
 * they go in while it is stopped, through the same PGlite package, into the directory it uses
 * (DATA_DIR/pglite, see apps/server/src/main.ts).
 */
async function addNotificationsPglite(dataDir) {
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(ADD_NOTIFICATIONS);
  } finally {
    await db.close();
  }
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
  // Cold start is the first start, on the empty database (it migrates and seeds the demo).
  const first = await startBuiltServer({ env });
  const { readyMs } = first;
  let { child, base } = first;
  let warmStartMs;
  try {
    // Stop, add the rows (PGlite: with the directory free), start again on the same data: the warm start,
    // migrations already applied and the demo already seeded.
    await stop(child);
    if (engine === 'pglite') await addNotificationsPglite(first.dataDir);
    else await addNotificationsPostgres(env.DATABASE_URL);
    const second = await startBuiltServer({ env, dataDir: first.dataDir });
    ({ child, base } = second);
    warmStartMs = Math.round(second.readyMs);
    // Measured first, on an idle server: after the login flood the hash queue keeps it busy for a while.
    const webLogin = engine === 'pglite' ? await javascriptOfPage(`${base}/`) : undefined;
    const customerLogin = { user: '1000001', password: 'Cliente#2026', dispositivo: 'bench' };
    const login = await callApi(base, authEndpoints.login, customerLogin, AGENT);
    const customer = { ...AGENT, token: login.data.token };
    const adviserLogin = await callApi(
      base,
      authEndpoints.login,
      { user: '2000001', password: 'Asesor#2026', dispositivo: 'bench' },
      AGENT,
    );
    const adviser = { ...AGENT, token: adviserLogin.data.token };
    const list = (page) => urlOf(base, notificationEndpoints.page, { tipo: 1, pagina: page });
    // Checked before measuring: without the rows every notification figure would describe an almost empty list.
    const count = (await (await fetch(list(1), { headers: customer })).json()).data?.count ?? 0;
    if (count < NOTIFICATIONS) throw new Error(`bench: expected ${NOTIFICATIONS}+ notifications, found ${count}`);
    // 100 connections × pipelining 10 measure the queue in front of the database more than the query, so
    // the list is also timed one request at a time: what a single person waits for a page. Measured here,
    // before the floods below, because a server keeps answering a flood's queued requests after it ends.
    const listOneAtATime = await oneAtATime({ url: list(1), headers: customer }, { seconds: 5 });
    // docs/decisions/0015: what the park gate sends when it scans 1000001's card (a code her card page just drew,
    // drawn right before the scans: it expires 5 minutes later).
    const scanOfAFreshQr = async () => {
      const cards = await callApi(base, benefitEndpoints.cards, undefined, customer);
      const codigo = cards.data?.find((c) => c.estado === 'habilitado')?.qrCodigo ?? '';
      return requestOf(base, benefitEndpoints.checkCard, { codigo }, AGENT);
    };
    const tomorrow = new Date(Date.now() - 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const endpoints = {
      // Login is bound by its hash on purpose (Argon2id, 19 MiB and ~15 ms of a core), one hash at a time on two
      // cores (PASSWORD_HASH_CONCURRENCY), so one person's pace is measured one login at a time: her logins sent
      // together wait for one of her five tries (docs/decisions/0041). The peak of many people: the rows below.
      'POST /api/user/login/nuevo (Argon2id m=19456, t=2, p=1 as in production; 1 connection, no pipelining)':
        await load(requestOf(base, authEndpoints.login, customerLogin, AGENT), {
          connections: 1,
          pipelining: 1,
          seconds,
        }),
      'GET /api/user/verificar/mantenimiento': await load(
        requestOf(base, maintenanceEndpoints.check, undefined, AGENT),
        { seconds },
      ),
      'GET /api/user/inicio (session check + read)': await load(
        requestOf(base, sessionEndpoints.home, undefined, customer),
        { seconds },
      ),
      [`GET /api/notificacion/obtener/notificaciones?tipo=1&pagina=1 (${count} rows)`]: await load(
        { url: list(1), headers: customer },
        { seconds },
      ),
      'GET /api/notificacion/obtener/notificaciones?tipo=1&pagina=500 (deep page)': await load(
        { url: list(500), headers: customer },
        { seconds },
      ),
      'GET /api/notificacion/obtener/notificaciones?tipo=1&pagina=1, 1 connection (one request at a time, 5 s, idle server)':
        listOneAtATime,
      'GET /api/notificacion/cantidad/notificaciones/noleidos': await load(
        requestOf(base, notificationEndpoints.unreadCount, undefined, customer),
        { seconds },
      ),
      'GET /api/productos/cliente (customer 1000001, products with their debt)': await load(
        requestOf(base, productEndpoints.list, undefined, customer),
        { seconds },
      ),
      // The advisers (docs/decisions/0009) on the demo network; its figures at 100 000 and 1 000 000 people: npm run bench:network.
      'GET /api/red/clientes (adviser 2000001, demo network)': await load(
        requestOf(base, networkEndpoints.level, undefined, adviser),
        { seconds },
      ),
      'GET /api/ranking/carrera (adviser 2000001, demo race)': await load(
        requestOf(base, incentiveEndpoints.race, undefined, adviser),
        { seconds },
      ),
      // The map's geometry and states apart (docs/decisions/0021); the old combined call: npm run bench:catalogue.
      'GET /api/proyectos/mapa/dibujo?idProyecto=104 (2 000 lots, first download, gzip)': await load(
        requestOf(base, catalogueEndpoints.mapGeometry, { idProyecto: 104 }, { ...adviser, 'accept-encoding': 'gzip' }),
        { seconds },
      ),
      'GET /api/proyectos/mapa/dibujo?idProyecto=104 (revalidation: If-None-Match → 304, no body; each 304 counts as non-2xx)':
        await load(
          requestOf(
            base,
            catalogueEndpoints.mapGeometry,
            { idProyecto: 104 },
            {
              ...adviser,
              'accept-encoding': 'gzip',
              'if-none-match': (
                await fetch(urlOf(base, catalogueEndpoints.mapGeometry, { idProyecto: 104 }), { headers: adviser })
              ).headers.get('etag'),
            },
          ),
          { seconds },
        ),
      'GET /api/proyectos/mapa/ocupados?idProyecto=104 (the taken lots of 2 000)': await load(
        requestOf(base, catalogueEndpoints.takenLots, { idProyecto: 104 }, adviser),
        { seconds },
      ),
    };
    // The calls of issue 36's goals (docs/decisions/0062, 0067), each beside its anchor in this run: on PostgreSQL
    // the bare route making two prepared queries (bench/anchor.mjs /two; card payments beside its /pay), flooded
    // right before it, with the CPU each request cost; on PGlite (no anchor: the anchor speaks to PostgreSQL) the
    // goal is that none is left unanswered at 100 × 10.
    const goalCalls = {
      catalogue: [
        'GET /api/proyectos?zona=Sur&conLotesLibres=1 (demo catalogue)',
        async () => requestOf(base, catalogueEndpoints.projects, { zona: 'Sur', conLotesLibres: 1 }, adviser),
      ],
      cabins: [
        'GET /api/cabanas/disponibilidad (demo park, 31 days)',
        async () =>
          requestOf(
            base,
            cabinEndpoints.availability,
            { parque: 1, tipo: 'familiar', desde: tomorrow, dias: 31 },
            customer,
          ),
      ],
      gate: ['POST /api/carnet/verificar (the park gate scans a card)', scanOfAFreshQr],
    };
    const goals = {};
    if (engine === 'postgres') {
      const anchor = await startAnchor(env.DATABASE_URL);
      try {
        const backends = () => backendPids(POSTGRES_URL, database);
        const two = { request: { url: `${anchor.base}/two` }, pid: anchor.child.pid };
        for (const [key, [name, requestNow]] of Object.entries(goalCalls)) {
          const request = await requestNow();
          goals[key] = { name, ...(await besideAnchor({ request, pid: child.pid }, two, backends, { seconds })) };
          endpoints[name] = goals[key].ours;
        }
        // A write beside its own anchor: card payments of one cent, 20 connections × 1, beside /pay (0062).
        const pay = { request: { url: `${anchor.base}/pay`, method: 'POST' }, pid: anchor.child.pid };
        const payments = { request: await cardPayments(base, customer), pid: child.pid };
        // At least 10 s: on a busy machine one payment can take seconds, and a shorter window counts none.
        const shape = { seconds: Math.max(seconds, 10), connections: 20, pipelining: 1 };
        goals.payments = {
          name: 'POST /api/pagos/tarjeta (card payments of one cent, 20 connections × 1)',
          ...(await besideAnchor(payments, pay, backends, shape)),
        };
      } finally {
        await stop(anchor.child);
      }
    } else {
      for (const [key, [name, requestNow]] of Object.entries(goalCalls)) {
        goals[key] = { name, ours: await load(await requestNow(), { seconds }) };
        endpoints[name] = goals[key].ours;
      }
    }
    // Last (docs/decisions/0018), as the flood leaves hashes queued behind it. One person's read, alone and then while
    // 50 connections spray logins for unknown documents (each would cost a hash).
    const flood = await readWhileLoginsFlood(base, requestOf(base, sessionEndpoints.home, undefined, customer));
    endpoints['GET /api/user/inicio, one at a time, before the login flood below'] = flood.alone;
    endpoints[
      `GET /api/user/inicio, one at a time, while 50 connections spray logins (${flood.logins.requestsPerSecond} logins/s answered, ${flood.logins.answers?.['platform.busy'] ?? 0} told to try again)`
    ] = flood.flooded;
    // "No other call slowed" (docs/decisions/0058, 0067): the same read and flood on this database with every core
    // hashing (PASSWORD_HASH_CONCURRENCY = cores) beside the row above (cores − 1, the default), in this run.
    await stop(child);
    ({ child, base } = await startBuiltServer({
      env: { ...env, PASSWORD_HASH_CONCURRENCY: String(availableParallelism()) },
      dataDir: first.dataDir,
    }));
    const again = await callApi(base, authEndpoints.login, customerLogin, AGENT);
    const everyCore = await readWhileLoginsFlood(
      base,
      requestOf(base, sessionEndpoints.home, undefined, { ...AGENT, token: again.data.token }),
    );
    const floods = {
      hashesAtOnce: { bounded: Math.max(1, availableParallelism() - 1), everyCore: availableParallelism() },
      bounded: flood,
      everyCore,
    };
    // The anchors on the same database, after the portal stopped (they share the two cores): docs/decisions/0023.
    await stop(child);
    const anchors = engine === 'postgres' ? await bareQueries(env.DATABASE_URL) : undefined;
    return { coldStartMs: Math.round(readyMs), warmStartMs, endpoints, webLogin, anchors, goals, floods };
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

/** The anchors' process (bench/anchor.mjs) on `url`, running beside the portal. */
async function startAnchor(url) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startAndWait('node', [join(ROOT, 'bench/anchor.mjs'), String(port), url], {}, `${base}/one`);
  return { child, base };
}

/** A bare Fastify route with one, then two, prepared queries per request (bench/anchor.mjs). */
async function bareQueries(url) {
  const port = await freePort();
  const { child } = await startAndWait(
    'node',
    [join(ROOT, 'bench/anchor.mjs'), String(port), url],
    {},
    `http://127.0.0.1:${port}/one`,
  );
  try {
    return {
      one: await load({ url: `http://127.0.0.1:${port}/one` }, { seconds }),
      two: await load({ url: `http://127.0.0.1:${port}/two` }, { seconds }),
    };
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

const startedAt = performance.now();
const engines = ['pglite', ...((await postgresReachable()) ? ['postgres'] : [])];
const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  seconds,
  method: `autocannon, 100 connections, pipelining 10, 3 s warm-up, ${seconds} s measured (fastify/benchmarks)`,
  helloWorld: await helloWorld(),
  engines: {},
};
for (const engine of engines) {
  console.log(`bench: ${engine}…`);
  const engineStarted = performance.now();
  results.engines[engine] = { selectOne: await selectOne(engine), ...(await benchEngine(engine)) };
  const peakStarted = performance.now();
  // The morning peak on each hash, side by side (docs/decisions/0058): servers of their own, after the one above.
  results.engines[engine].loginPeak = await loginPeak({ engine, seconds, postgresUrl: POSTGRES_URL });
  // Where the run's minutes go, to keep the whole of it near 15 (docs/decisions/0067).
  results.engines[engine].seconds = {
    calls: Math.round((peakStarted - engineStarted) / 1000),
    loginPeak: Math.round((performance.now() - peakStarted) / 1000),
  };
}

results.durationSeconds = Math.round((performance.now() - startedAt) / 1000);
results.goals = goalsOf(results);
writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
const written = writeResults(join(ROOT, 'bench/RESULTS.md'), report(results));
console.log(written);

/** The morning peak's two rows: logins answered "in" per second (req/s counts the "try again" answers too). */
function peakRows(peak) {
  return Object.entries(SCHEMES).map(([scheme, { label }]) => {
    const m = peak[scheme];
    const refused = Object.entries(m.answers)
      .filter(([code]) => code !== 'ok')
      .map(([code, n]) => `${n} ${code}`);
    const unanswered = m.errors > 0 ? `, ${m.errors} unanswered in 10 s` : '';
    const name = `POST /api/user/login/nuevo, morning peak: ${peak.connections} connections, ${peak.people} people, ${label}: **${m.loginsPerSecond} logins/s** (${refused.join(', ') || 'none refused'}${unanswered}; cold start ${m.coldStartMs} ms)`;
    return `| ${name} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | | | ${m.non2xx ?? 0} |`;
  });
}

function report(r) {
  const hello = r.helloWorld.requestsPerSecond;
  // A one-request-at-a-time row gets no ratio: its req/s is one client's pace, not the server's capacity.
  const ratio = (m, of) => (m.oneAtATime || !of ? '' : (m.requestsPerSecond / of).toFixed(3));
  const row = (name, m, twoQueries) =>
    `| ${name} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${ratio(m, hello)} | ${ratio(m, twoQueries)} | ${m.non2xx ?? 0} |`;
  const lines = [
    '# Benchmark results',
    '',
    `${r.date} · ${r.machine.cpus} cores (${r.machine.cpu}) · ${r.machine.memoryGiB} GiB · Node ${r.machine.node}`,
    '',
    `Method: ${r.method}. Ratios = endpoint req/s ÷ bare Fastify hello-world req/s, and ÷ a bare Fastify route making two prepared \`pg\` queries per request on the same PostgreSQL and pool size (bench/anchor.mjs; the least a guarded call does is a session check and its own read), in the same run.`,
    '',
    ...goalsTable(r),
    '',
  ];
  for (const [engine, e] of Object.entries(r.engines)) {
    lines.push(
      `## ${engine}`,
      '',
      `Cold start on an empty database (migrate, seed, listen) to first answer: **${e.coldStartMs} ms** (goal ≤ 30 s)`,
      '',
      `Warm start on that database (migrations and demo already there) to first answer: **${e.warmStartMs} ms** (goal ≤ 5 s)`,
      '',
    );
    const twoQueries = e.anchors?.two.requestsPerSecond;
    lines.push(
      '| call | req/s | p50 ms | p99 ms | ÷ hello | ÷ 2 queries | non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    lines.push(row('bare Fastify hello-world', r.helloWorld, twoQueries));
    if (e.anchors) {
      lines.push(row('bare Fastify + one prepared `pg` query (pool of 10)', e.anchors.one, twoQueries));
      lines.push(row('bare Fastify + two prepared `pg` queries (pool of 10)', e.anchors.two, twoQueries));
    }
    lines.push(
      `| bare \`SELECT 1\` round trip (10 at a time, in-process client) | ${e.selectOne.requestsPerSecond} | ${e.selectOne.p50Ms} | ${e.selectOne.p99Ms} | | | |`,
    );
    for (const [name, m] of Object.entries(e.endpoints)) lines.push(row(name, m, twoQueries));
    if (e.loginPeak) lines.push(...peakRows(e.loginPeak));
    // Unanswered requests are in neither req/s nor the latencies: say so under the table rather than hide it.
    const unanswered = Object.entries(e.endpoints).filter(([, m]) => m.errors > 0);
    if (unanswered.length > 0) {
      lines.push('', 'Requests with no answer within autocannon’s 10 s timeout (not counted in the row above):');
      for (const [name, m] of unanswered) lines.push(`- ${name}: ${m.errors}`);
    }
    const refused = Object.entries(e.endpoints).filter(([, m]) => m.busy > 0);
    if (refused.length > 0) {
      lines.push(
        '',
        'Answered "busy, try again" at once (status 1) by the queue in front of the embedded engine, counted in req/s:',
      );
      for (const [name, m] of refused) lines.push(`- ${name}: ${m.busy}`);
    }
    // The next row would then have waited behind this one's queue: flag it rather than publish it silently.
    const undrained = Object.entries(e.endpoints).filter(([, m]) => m.notDrained);
    if (undrained.length > 0) {
      lines.push('', 'Still working off its flood five minutes later (the next row measured a busy server):');
      for (const [name] of undrained) lines.push(`- ${name}`);
    }
    lines.push('', ...besideTable(e), ...floodTable(e));
    if (e.webLogin) {
      lines.push(
        '',
        `Login page (\`/\`, 360 px, real Chromium): ${e.webLogin.files} JavaScript files, ${Math.round(e.webLogin.rawBytes / 1024)} KiB raw, **${Math.round(e.webLogin.gzipBytes / 1024)} KiB gzip** (budget ≤ 170 kB, \`npm run budgets\`).`,
      );
    }
    lines.push('');
  }
  // The profile notes are written by hand from `npm run bench:profile` (it is not part of this run).
  const notes = join(ROOT, 'bench/PROFILE-NOTES.md');
  if (existsSync(notes)) lines.push(readFileSync(notes, 'utf8').trimEnd());
  return `${lines.join('\n')}\n`;
}
