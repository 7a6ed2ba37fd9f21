// npm run bench:profile -- [path] [seconds] [adviser]: where a guarded call's time goes. Starts the built
// server on a fresh PostgreSQL database with --cpu-prof, floods one call (100 connections × 10 pipelined)
// and prints the self time of the samples taken during the flood only (not start-up or seeding), by
// package and by frame. The notes in bench/PROFILE-NOTES.md were written from it. Two calls that are not a GET
// of the person's own (docs/decisions/0062): `gate` (the park gate scans 1000001's card) and `payments` (her card
// payments of one cent, 20 connections, one at a time each, as bench/payments.mjs sends them).

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  authEndpoints,
  benefitEndpoints,
  callApi,
  paymentEndpoints,
  productEndpoints,
  requestOf,
  sessionEndpoints,
  urlOf,
} from './endpoints.mjs';
import { startBuiltServer, stop } from './lib.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A path typed on the command line ('/api/red/clientes'); by default the home's.
const path = process.argv[2] ?? urlOf('', sessionEndpoints.home);
const seconds = Number(process.argv[3] ?? 8);
const [user, password] = process.argv[4] === 'adviser' ? ['2000001', 'Asesor#2026'] : ['1000001', 'Cliente#2026'];

const database = `vo_profile_${Date.now()}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${database}`;
const profiles = mkdtempSync(join(tmpdir(), 'vo-profile-'));
const env = {
  DATABASE_URL: url.toString(),
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
  API_RATE_LIMIT_PER_MINUTE: '1000000000',
};
const { child, base } = await startBuiltServer({ env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`] });
let result;
let window;
try {
  const agent = { agente: '109', 'content-type': 'application/json' };
  const login = await callApi(base, authEndpoints.login, { user, password, dispositivo: 'profile' }, agent);
  const headers = { ...agent, token: login.data.token };
  let options = { url: base + path, headers, connections: 100, pipelining: 10 };
  if (path === 'gate') {
    const cards = await callApi(base, benefitEndpoints.cards, undefined, headers);
    const codigo = cards.data?.find((c) => c.estado === 'habilitado')?.qrCodigo ?? '';
    options = { ...options, ...requestOf(base, benefitEndpoints.checkCard, { codigo }, agent) };
  }
  if (path === 'payments') {
    const products = await callApi(base, productEndpoints.list, undefined, headers);
    const card = { numeroTarjeta: '4111111111111111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
    const pay = (input, h) => requestOf(base, paymentEndpoints.card, input, h);
    const input = { idProducto: products.data.productos[0].idProducto, monto: '0.01', ...card };
    options = {
      ...pay(input, headers),
      connections: 20,
      pipelining: 1,
      requests: [{ setupRequest: (r) => ({ ...r, ...pay(input, { ...headers, 'idempotency-key': randomUUID() }) }) }],
    };
  }
  await autocannon({ ...options, duration: 2 });
  // The profile's clock is the monotonic one, in microseconds: keep the samples of this window only.
  const from = Number(process.hrtime.bigint() / 1000n);
  result = await autocannon({ ...options, duration: seconds });
  window = [from, Number(process.hrtime.bigint() / 1000n)];
} finally {
  await stop(child);
  await admin.query(`drop database ${database} with (force)`);
  await admin.end();
}

const file = readdirSync(profiles).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8'));
const selfTime = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= window[0] && at <= window[1]) selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
const byPackage = new Map();
const byFrame = new Map();
for (const node of profile.nodes) {
  const time = selfTime.get(node.id) ?? 0;
  const { url: source, functionName, lineNumber } = node.callFrame;
  const where = source.includes('node_modules/')
    ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : source.startsWith('node:')
      ? source
      : source
        ? 'ours'
        : functionName;
  byPackage.set(where, (byPackage.get(where) ?? 0) + time);
  const frame = `${functionName || '(anonymous)'} ${source.replace(/.*node_modules\//, '').replace(/.*\/dist\//, 'dist/')}:${lineNumber}`;
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + time);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(
  `${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(`\nself time by package\n${top(byPackage, 15)}\n\ntop frames\n${top(byFrame, 20)}`);
