// npm run bench:leisure — the leisure figures (docs/decisions/0013), on PostgreSQL: the cabin availability of a park
// with 200 cabins of a kind over 90 days, a third of the nights taken, one request at a time and under 100
// connections; and the park gate's check of an accreditation card's QR, the call every entrance makes on a
// busy morning. Writes bench/LEISURE.md and bench/leisure.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { authEndpoints, benefitEndpoints, cabinEndpoints, callApi, requestOf, urlOf } from './endpoints.mjs';
import { load, oneAtATime, ROOT, startBuiltServer, stop, withPg, writeJson } from './lib.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };

/** Park 1 grown to 200 family cabins, and a third of their nights over the next 90 days taken by one stay each. */
const BIG_PARK = `
  insert into cabins (park_id, type, number) select 1, 'familiar', 'FC-' || g from generate_series(1, 195) g;
  insert into cabin_reservations (user_id, cabin_id, arrival, departure, nights, price_cents, state, created_at)
  select (select id from users where document_number = '1000001'), c.id, current_date + d, current_date + d + 1, 1, 45000, 'reserved', now()
  from cabins c, generate_series(1, 90) d where c.park_id = 1 and c.type = 'familiar' and (c.id + d) % 3 = 0;
  insert into cabin_nights (cabin_id, night, reservation_id)
  select cabin_id, arrival, id from cabin_reservations r where r.cabin_id in (select id from cabins where park_id = 1);
  analyze cabins; analyze cabin_nights; analyze cabin_reservations;`;

async function measure() {
  const database = `vo_bench_leisure_${Date.now()}`;
  await withPg(POSTGRES_URL, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startBuiltServer({ env: { ...env, DATABASE_URL: url.toString() } });
  try {
    await withPg(url.toString(), (c) => c.query(BIG_PARK));
    const nights = await withPg(
      url.toString(),
      async (c) => (await c.query('select count(*)::int as n from cabin_nights')).rows[0].n,
    );
    const login = await callApi(
      base,
      authEndpoints.login,
      { user: '1000001', password: 'Cliente#2026', dispositivo: 'bench' },
      AGENT,
    );
    const headers = { ...AGENT, token: login.data.token };
    const from = new Date(Date.now() - 4 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const availabilityUrl = urlOf(base, cabinEndpoints.availability, {
      parque: 1,
      tipo: 'familiar',
      desde: from,
      dias: 90,
    });
    const sample = await (await fetch(availabilityUrl, { headers })).json();
    if (sample.data?.noches?.length !== 90 || sample.data.cabanas !== 200)
      throw new Error(`bench: unexpected answer ${JSON.stringify(sample).slice(0, 200)}`);
    const one = await oneAtATime({ url: availabilityUrl, headers }, { seconds: SECONDS });
    const many = await load({ url: availabilityUrl, headers }, { seconds: SECONDS });

    // The gate scans 1000001's card: the QR's code comes from her card page, as the app draws it.
    const cards = await callApi(base, benefitEndpoints.cards, undefined, headers);
    const code = cards.data?.find((c) => c.estado === 'habilitado')?.qrCodigo;
    if (!code) throw new Error(`bench: no enabled card ${JSON.stringify(cards).slice(0, 200)}`);
    const gate = requestOf(base, benefitEndpoints.checkCard, { codigo: code }, AGENT);
    const scan = await (await fetch(gate.url, gate)).json();
    if (scan.data?.valido !== true) throw new Error(`bench: the gate refused ${JSON.stringify(scan).slice(0, 200)}`);
    const gateOne = await oneAtATime(gate, { seconds: SECONDS });
    const gateMany = await load(gate, { seconds: SECONDS });
    return { nights, one, many, freeFirstNight: sample.data.noches[0].libres, gateOne, gateMany };
  } finally {
    await stop(child);
    await withPg(POSTGRES_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

const results = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, ...(await measure()) };
writeJson(join(ROOT, 'bench/leisure.json'), results);
const md = `# Leisure

${results.date} · ${results.cores} cores (${results.cpu}) · PostgreSQL · \`npm run bench:leisure\`

A park with 200 family cabins; ${results.nights} cabin-nights taken over the next 90 days (a third).

| GET /api/cabanas/disponibilidad, 90 days | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| one request at a time | ${results.one.requestsPerSecond} | ${results.one.p50Ms} | ${results.one.p99Ms} |
| 100 connections × 10 | ${results.many.requestsPerSecond} | ${results.many.p50Ms} | ${results.many.p99Ms} |

The park gate checks a card's QR (a signed code, verified, then the card and its product's instalments read).

| POST /api/carnet/verificar | req/s | p50 ms | p99 ms |
|---|---:|---:|---:|
| one request at a time | ${results.gateOne.requestsPerSecond} | ${results.gateOne.p50Ms} | ${results.gateOne.p99Ms} |
| 100 connections × 10 | ${results.gateMany.requestsPerSecond} | ${results.gateMany.p50Ms} | ${results.gateMany.p99Ms} |
`;
writeFileSync(join(ROOT, 'bench/LEISURE.md'), md);
console.log(md);
