// npm run bench:network — the advisers' figures (docs/decisions/0009): opening one
// level and searching in a sponsor tree of 100 000 and of 1 000 000 people, the whole-downline total, the
// semester race over 1 000 000 capital payments (recomputed from scratch, and kept current as a payment
// lands), on PostgreSQL. Writes bench/NETWORK.md and bench/network.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  authEndpoints,
  callApi,
  incentiveEndpoints,
  networkEndpoints,
  paymentEndpoints,
  productEndpoints,
  urlOf,
} from './endpoints.mjs';
import { load, oneAtATime, ROOT, startBuiltServer, stop, withPg, writeJson } from './lib.mjs';
import { networkStatements, raceToday } from './network-data.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.BENCH_NETWORK_SIZES ?? '100000,1000000').split(',').map(Number);
const PAYMENTS = Number(process.env.BENCH_NETWORK_PAYMENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };
const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

const timed = async (work) => {
  const t0 = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - t0), value };
};

const api = (base, endpoint, input, { token, headers = {} } = {}) =>
  callApi(base, endpoint, input, { ...AGENT, ...(token ? { token } : {}), ...headers });

async function login(base, user, password) {
  const answer = await api(base, authEndpoints.login, { user, password, dispositivo: 'bench' });
  if (answer.status !== 0) throw new Error(`bench: login of ${user} refused: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

async function measure(people) {
  const database = `vo_bench_network_${Date.now()}`;
  await withPg(POSTGRES_URL, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startBuiltServer({ env: { ...env, DATABASE_URL: url.toString() } });
  try {
    const { race, today } = raceToday();
    const plan = networkStatements({ people, payments: PAYMENTS, race, today });
    const seeded = await timed(() =>
      withPg(url.toString(), async (c) => {
        for (const statement of plan.statements) await c.query(statement);
      }),
    );
    // The last bench adviser, deep in the tree and low in the race, logs in with the demo advisers' password.
    const last = `7${String(plan.advisers).padStart(8, '0')}`;
    const facts = await withPg(url.toString(), async (c) => {
      await c.query(
        `update users set password_hash = (select password_hash from users where document_number = '2000001') where document_number = $1`,
        [last],
      );
      const sample = await c.query(
        `select user_id from network_nodes where adviser_code like 'B-%' order by md5(user_id::text) limit 500`,
      );
      const counts = await c.query(`select (select count(*) from network_nodes)::int as nodes,
        (select count(*) from race_events)::int as payments, (select count(*) from race_standings)::int as standings,
        (select max(depth) - (select depth from network_nodes n join users u on u.id = n.user_id where u.document_number = '2000001') from network_nodes)::int as depth_below`);
      // The whole-downline total the way a tree without kept totals would get it: every path under the root.
      const recount = await timed(() =>
        c.query(`select count(*) from network_nodes n, network_nodes r join users u on u.id = r.user_id
                 where u.document_number = '2000001' and n.path like r.path || '%' and n.user_id <> r.user_id`),
      );
      // The semester race summed again from its payments: what keeping the standings current saves.
      const recompute = await timed(() =>
        c.query(
          `select adviser_user_id, sum(points_cents) as points from race_events where race_id = $1
                 group by 1 order by 2 desc limit 40`,
          [race.id],
        ),
      );
      return {
        sample: sample.rows.map((r) => r.user_id),
        counts: counts.rows[0],
        recountMs: recount.ms,
        recountValue: Number(recount.value.rows[0].count),
        raceRecomputeMs: recompute.ms,
      };
    });

    const token = await login(base, '2000001', 'Asesor#2026');
    const lowToken = await login(base, last, 'Asesor#2026');
    const headers = { ...AGENT, token };
    const own = await api(base, networkEndpoints.level, undefined, { token });
    const benchRoot = own.data.hijos.find((h) => h.documento === '700000001');
    const levelUrls = facts.sample.map((id) => urlOf(base, networkEndpoints.level, { nodo: id }));
    const searchUrl = (q) => urlOf(base, networkEndpoints.search, { q });
    const results = {
      'GET /api/red/clientes (the adviser’s own level)': await oneAtATime(
        { url: urlOf(base, networkEndpoints.level), headers },
        { seconds: SECONDS },
      ),
      'GET /api/red/clientes?nodo= (500 random advisers of the tree, in turn)': await oneAtATime(
        { urls: levelUrls, headers },
        { seconds: SECONDS },
      ),
      'GET /api/red/clientes/buscar?q=<7-digit document start>': await oneAtATime(
        { urls: ['7000012', '7000456', '7001234', '7000789'].map(searchUrl), headers },
        { seconds: SECONDS },
      ),
      'GET /api/red/clientes/buscar?q=<part of a name, many match>': await oneAtATime(
        { urls: ['Gil Flores', 'Ana Durán', 'Mónica Nogales', 'bruno'].map(searchUrl), headers },
        { seconds: SECONDS },
      ),
      'GET /api/red/clientes/buscar?q=<name nobody has>': await oneAtATime(
        { url: searchUrl('Zacarías'), headers },
        { seconds: SECONDS },
      ),
      'GET /api/ranking/carrera (2000001, inside the top 40)': await oneAtATime(
        { url: urlOf(base, incentiveEndpoints.race), headers },
        { seconds: SECONDS },
      ),
      'GET /api/ranking/carrera (the last bench adviser, far down the race)': await oneAtATime(
        { url: urlOf(base, incentiveEndpoints.race), headers: { ...AGENT, token: lowToken } },
        { seconds: SECONDS },
      ),
    };
    const underLoad = {
      'GET /api/red/clientes?nodo=<bench root>': await load(
        { url: urlOf(base, networkEndpoints.level, { nodo: benchRoot.idNodo }), headers },
        { seconds: SECONDS },
      ),
      'GET /api/ranking/carrera': await load(
        { url: urlOf(base, incentiveEndpoints.race), headers },
        { seconds: SECONDS },
      ),
    };

    // A payment lands: the overdue customer 1000002 pays an instalment of his house, sold by 2000001 on
    // credit. Its capital is in 2000001's race points the moment the payment's transaction commits.
    const payer = await login(base, '1000002', 'Cliente#2026');
    const before = (await api(base, incentiveEndpoints.race, undefined, { token })).data.propio.puntos;
    const house = (await api(base, productEndpoints.detail, { idProducto: 3 }, { token: payer })).data;
    const due = house.cuotas.find((c) => c.estado !== 'PAGADA');
    const landed = await timed(async () => {
      const paid = await api(
        base,
        paymentEndpoints.card,
        { idProducto: 3, monto: due.saldo, ...CARD },
        { token: payer, headers: { 'idempotency-key': `bench-${Date.now()}` } },
      );
      if (paid.status !== 0) throw new Error(`bench: payment refused: ${JSON.stringify(paid)}`);
      for (;;) {
        const now = (await api(base, incentiveEndpoints.race, undefined, { token })).data.propio.puntos;
        if (now > before) return now;
      }
    });

    return {
      people,
      advisers: plan.advisers,
      seedMs: seeded.ms,
      ...facts.counts,
      ownLevel: { peopleBelow: own.data.nodo.personasDebajo, recountMs: facts.recountMs, recount: facts.recountValue },
      raceRecomputeMs: facts.raceRecomputeMs,
      paymentToRankingMs: landed.ms,
      pointsBefore: before,
      pointsAfter: landed.value,
      results,
      underLoad,
    };
  } finally {
    await stop(child);
    // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN and psql.
    if (process.env.BENCH_KEEP_DATABASE) console.log(`bench:network: kept database ${database}`);
    else await withPg(POSTGRES_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

const results = {
  date: new Date().toISOString(),
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  payments: PAYMENTS,
  sizes: [],
};
for (const people of SIZES) {
  console.log(`bench:network: ${people} people…`);
  results.sizes.push(await measure(people));
}
writeJson(join(ROOT, 'bench/network.json'), results);
writeFileSync(join(ROOT, 'bench/NETWORK.md'), report(results));
console.log(report(results));

function report(r) {
  const lines = [
    '# Client network and races at scale',
    '',
    `${r.date} · ${r.cores} cores (${r.cpu}) · PostgreSQL · \`npm run bench:network\``,
    '',
    'A sponsor tree below the demo adviser 2000001 (a 3-ary tree of advisers, one in five people, the rest their',
    'clients; names drawn from 14 first names and 13 surnames, so "Ana Durán" is about 1 person in 180), and',
    `a semester race of ${r.payments.toLocaleString('en')} capital payments on two credit sales of every bench adviser.`,
    'One request at a time on one connection (what one person waits), unless marked "100 connections".',
    '',
  ];
  for (const s of r.sizes) {
    lines.push(
      `## ${s.people.toLocaleString('en')} people below 2000001`,
      '',
      `${s.nodes.toLocaleString('en')} nodes in all, ${s.depth_below} levels below 2000001, ${s.standings.toLocaleString('en')} race standings, ${s.payments.toLocaleString('en')} payments; generated in ${(s.seedMs / 1000).toFixed(1)} s.`,
      '',
      '| call | req/s | p50 ms | p99 ms |',
      '|---|---:|---:|---:|',
    );
    for (const [name, m] of Object.entries(s.results))
      lines.push(`| ${name} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} |`);
    for (const [name, m] of Object.entries(s.underLoad))
      lines.push(`| ${name}, 100 connections × pipelining 10 | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} |`);
    lines.push(
      '',
      `- Whole downline of 2000001: **${s.ownLevel.peopleBelow.toLocaleString('en')} people**, read from the kept total in the level call above; counting it again over the path index takes ${s.ownLevel.recountMs} ms (${s.ownLevel.recount.toLocaleString('en')}).`,
      `- The semester race summed again from its ${s.payments.toLocaleString('en')} payments: **${(s.raceRecomputeMs / 1000).toFixed(2)} s**. The portal never does this on a read: each payment adds its capital to the adviser's standing in its own transaction.`,
      `- A card payment of 1000002 to a ranking that shows it: **${s.paymentToRankingMs} ms** from sending the payment (2000001: ${s.pointsBefore} → ${s.pointsAfter} points).`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
