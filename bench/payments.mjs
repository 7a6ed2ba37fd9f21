// npm run bench:payments — the figures of docs/decisions/0008, on PostgreSQL with the scale data (200 000
// customers) and on PGlite with a smaller set: the /mi-producto data call for a customer with
// 10 products × 120 instalments, and card payments per second with exactly-once checked in the database.
// Writes bench/PAYMENTS.md and bench/payments.json.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm: a data directory of the portal opens only with it loaded.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  authEndpoints,
  callApi,
  paymentEndpoints,
  productEndpoints,
  requestOf,
  routeKeys,
  urlOf,
} from './endpoints.mjs';
import { load, oneAtATime, ROOT, startBuiltServer, stop, writeJson } from './lib.mjs';
import { BENCH_CUSTOMER } from './scale-data.mjs';
import { seedScale } from './seed-scale.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = {
  postgres: Number(process.env.BENCH_CUSTOMERS ?? 200_000),
  pglite: Number(process.env.BENCH_PGLITE_CUSTOMERS ?? 20_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };

async function admin(statement, url = POSTGRES_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Card payments of one cent from 20 connections; every Idempotency-Key is sent twice, as a double
 * click would. Each answer is kept by key: the two answers of one key must be the same payment.
 */
async function payments(base, token, productIds) {
  const run = randomUUID().slice(0, 8);
  let sent = 0;
  const answersByKey = new Map();
  const card = (input, headers) => requestOf(base, paymentEndpoints.card, input, headers);
  const result = await autocannon({
    url: card({}).url,
    method: card({}).method,
    connections: 20,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const n = Math.floor(sent++ / 2);
          context.key = `bench-${run}-${n}`;
          const body = {
            idProducto: productIds[n % productIds.length],
            monto: '0.01',
            numeroTarjeta: '4111111111111111',
            mesExpiracion: '12',
            anioExpiracion: '2099',
            cvc: '123',
          };
          const { headers, body: sentBody } = card(body, { ...AGENT, token, 'idempotency-key': context.key });
          return { ...request, headers, body: sentBody };
        },
        onResponse: (_status, body, context) => {
          const answers = answersByKey.get(context.key) ?? [];
          answers.push(body);
          answersByKey.set(context.key, answers);
        },
      },
    ],
  });
  const answered = [...answersByKey.values()].flat();
  const receipts = new Set(
    answered.map((body) => {
      try {
        return JSON.parse(body).data?.nroRecibo;
      } catch {
        return undefined;
      }
    }),
  );
  receipts.delete(undefined);
  const twiceAnswered = [...answersByKey.values()].filter((answers) => answers.length === 2);
  // A refusal names its own request (requestId, docs/decisions/0059): two answers are the same apart from it.
  const sameAnswer = (a, b) => {
    try {
      const [x, y] = [JSON.parse(a), JSON.parse(b)];
      delete x.requestId;
      delete y.requestId;
      return JSON.stringify(x) === JSON.stringify(y);
    } catch {
      return a === b;
    }
  };
  const differing = twiceAnswered.filter(([a, b]) => !sameAnswer(a, b));
  // What the two answers of a key said when they differ (a refusal rolls the key back, so the second may pay).
  const codeOf = (body) => {
    try {
      const { status, code, data } = JSON.parse(body);
      return status === 0 ? `paid ${data?.idPago}` : code;
    } catch {
      return 'not JSON';
    }
  };
  for (const [a, b] of differing.slice(0, 5))
    console.error(`bench:payments: one key answered ${codeOf(a)} and ${codeOf(b)}`);
  const differingReplays = differing.length;
  return { result, receipts, keysAnswered: answersByKey.size, twiceAnswered: twiceAnswered.length, differingReplays };
}

async function verify(query, userDoc) {
  const one = async (sql) => (await query(sql))[0];
  const counted = await one(`select count(*)::int as n, coalesce(sum(p.amount_cents), 0)::bigint as cents
    from payments p join users u on u.id = p.user_id where u.document_number = '${userDoc}'`);
  const unbalanced = await one(`select count(*)::int as n from (select payment_id from ledger_entries
    group by payment_id having sum(debit_cents) <> sum(credit_cents)) x`);
  const allocations = await one(`select coalesce(sum(a.amount_cents), 0)::bigint as cents from payment_allocations a
    join payments p on p.id = a.payment_id join users u on u.id = p.user_id where u.document_number = '${userDoc}'`);
  const receipts = await one(`select count(*)::int as n from receipts r join payments p on p.id = r.payment_id
    join users u on u.id = p.user_id where u.document_number = '${userDoc}'`);
  // Every key the server accepted (answered or cut off when the run stopped) left exactly one payment.
  const keys = await one(`select count(*)::int as n from idempotency_keys k join users u on u.id = k.user_id
    where u.document_number = '${userDoc}' and k.route = '${routeKeys(paymentEndpoints.card)[0]}'`);
  return {
    payments: Number(counted.n),
    paidCents: Number(counted.cents),
    allocatedCents: Number(allocations.cents),
    receipts: Number(receipts.n),
    keysStored: Number(keys.n),
    unbalancedLedgers: Number(unbalanced.n),
  };
}

/**
 * What the sandbox acquirer kept of the run (docs/decisions/0066): its journal, synced before each answer, read
 * after the server stopped; the cents charged and not voided nor given back must be the cents the database holds.
 */
function acquirerCents(dataDir) {
  const path = join(dataDir, 'sandbox-acquirer.jsonl');
  if (!existsSync(path)) return 0;
  const charges = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.op === 'charge') charges.set(entry.reference, BigInt(entry.amountCents));
    else if (entry.op === 'void') charges.delete(entry.reference);
    else charges.set(entry.chargeReference, (charges.get(entry.chargeReference) ?? 0n) - BigInt(entry.amountCents));
  }
  return Number([...charges.values()].reduce((sum, cents) => sum + cents, 0n));
}

async function benchEngine(engine) {
  let database;
  const runEnv = { ...env };
  if (engine === 'postgres') {
    database = `vo_bench_pay_${Date.now()}`;
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    runEnv.DATABASE_URL = url.toString();
  }
  let { child, base, dataDir } = await startBuiltServer({ env: runEnv });
  let query;
  let closeQuery = async () => {};
  try {
    let seedMs;
    if (engine === 'postgres') {
      seedMs = await seedScale({ customers: SIZES.postgres, databaseUrl: runEnv.DATABASE_URL });
    } else {
      await stop(child);
      seedMs = await seedScale({ customers: SIZES.pglite, dataDir });
      ({ child, base } = await startBuiltServer({ env: runEnv, dataDir }));
    }
    const login = await callApi(
      base,
      authEndpoints.login,
      { user: BENCH_CUSTOMER.user, password: BENCH_CUSTOMER.password, dispositivo: 'bench' },
      AGENT,
    );
    const headers = { ...AGENT, token: login.data.token };
    const mine = await callApi(base, productEndpoints.list, undefined, headers);
    const productIds = mine.data.productos.map((p) => p.idProducto);
    if (productIds.length !== BENCH_CUSTOMER.products)
      throw new Error(`bench: expected 10 products, got ${productIds.length}`);

    const url = urlOf(base, productEndpoints.list);
    const listOne = await oneAtATime({ url, headers }, { seconds: 5 });
    const detailOne = await oneAtATime(
      { url: urlOf(base, productEndpoints.detail, { idProducto: productIds[0] }), headers },
      { seconds: 5 },
    );
    const listFlood = await load({ url, headers }, { seconds });

    const paid = await payments(base, login.data.token, productIds);
    await stop(child);
    child = undefined;
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: runEnv.DATABASE_URL });
      await client.connect();
      query = async (sql) => (await client.query(sql)).rows;
      closeQuery = () => client.end();
    } else {
      const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      query = async (sql) => (await db.query(sql)).rows;
      closeQuery = () => db.close();
    }
    const counts = { ...(await verify(query, BENCH_CUSTOMER.user)), acquirerCents: acquirerCents(dataDir) };
    const scale =
      await query(`select (select count(*) from users)::int as users, (select count(*) from products)::int as products,
      (select count(*) from instalments)::int as instalments`);
    return {
      scale: { ...scale[0], seedMs },
      listOne,
      detailOne,
      listFlood,
      payments: {
        seconds,
        requests: paid.result.requests.total,
        answered2xx: paid.result['2xx'],
        non2xx: paid.result.non2xx,
        errors: paid.result.errors + paid.result.timeouts,
        distinctPaymentsAnswered: paid.receipts.size,
        keysAnswered: paid.keysAnswered,
        keysAnsweredTwice: paid.twiceAnswered,
        differingReplays: paid.differingReplays,
        paymentsPerSecond: Math.round((counts.payments / seconds) * 10) / 10,
        p50Ms: paid.result.latency.p50,
        p99Ms: paid.result.latency.p99,
        ...counts,
        exactlyOnce:
          counts.payments === counts.keysStored &&
          paid.receipts.size <= counts.payments &&
          paid.differingReplays === 0 &&
          counts.paidCents === counts.payments &&
          counts.allocatedCents === counts.paidCents &&
          counts.receipts === counts.payments &&
          counts.acquirerCents === counts.paidCents &&
          counts.unbalancedLedgers === 0,
      },
    };
  } finally {
    if (child) await stop(child);
    await closeQuery();
    if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

const results = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, engines: {} };
// BENCH_ENGINES=pglite runs one engine only (a check of exactly once, not the figures of PAYMENTS.md).
for (const engine of (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',')) {
  console.log(`bench:payments: ${engine}…`);
  results.engines[engine] = await benchEngine(engine);
}
writeJson(join(ROOT, 'bench/payments.json'), results);
writeFileSync(join(ROOT, 'bench/PAYMENTS.md'), report(results));
console.log(report(results));

function report(r) {
  const lines = [
    '# Products and payments benchmark',
    '',
    `${r.date} · ${r.cores} cores (${r.cpu}). Bench customer: ${BENCH_CUSTOMER.products} products × ${BENCH_CUSTOMER.instalments} instalments.`,
    '',
  ];
  for (const [engine, e] of Object.entries(r.engines)) {
    const p = e.payments;
    lines.push(
      `## ${engine}: ${e.scale.users} people, ${e.scale.products} products, ${e.scale.instalments} instalments (scale data in ${Math.round(e.scale.seedMs / 1000)} s)`,
      '',
      '| call | req/s | p50 ms | p99 ms |',
      '|---|---:|---:|---:|',
      `| GET /api/productos/cliente, one request at a time | ${e.listOne.requestsPerSecond} | ${e.listOne.p50Ms} | ${e.listOne.p99Ms} |`,
      `| GET /api/productos/detalle (120 instalments), one at a time | ${e.detailOne.requestsPerSecond} | ${e.detailOne.p50Ms} | ${e.detailOne.p99Ms} |`,
      `| GET /api/productos/cliente, 100 connections × pipelining 10 | ${e.listFlood.requestsPerSecond} | ${e.listFlood.p50Ms} | ${e.listFlood.p99Ms} |`,
      `| POST /api/pagos/tarjeta, 20 connections, every key sent twice | ${p.paymentsPerSecond} payments/s | ${p.p50Ms} | ${p.p99Ms} |`,
      '',
      `Payments: ${p.requests} requests (${p.non2xx} non-2xx, ${p.errors} unanswered) on ${p.keysStored} Idempotency-Keys → ${p.payments} payments in the database (one per key), ${p.receipts} receipts, ${p.paidCents} cents paid (${p.acquirerCents} cents at the acquirer) = ${p.allocatedCents} cents allocated, ${p.unbalancedLedgers} unbalanced ledgers; ${p.keysAnsweredTwice} keys answered twice, ${p.differingReplays} of them with two different answers; ${p.distinctPaymentsAnswered} distinct receipts answered (the rest were in flight when the run stopped): **exactly once ${p.exactlyOnce ? 'holds' : 'BROKEN'}**.`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
