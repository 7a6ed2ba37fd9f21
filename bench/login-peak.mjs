// The morning peak of logins (docs/decisions/0058): 20 connections log in without pause, each login as the
// next of 200 customers who share the demo customer's password, on a server hashing with scrypt as before
// that decision (N=2^17, r=8, p=1 and a queue of 16: PASSWORD_HASH_SCHEME=scrypt PASSWORD_HASH_QUEUE=16),
// then on one hashing with Argon2id at OWASP's m=19456, t=2, p=1 (the defaults), each on its own fresh
// database, one after the other on the same box. Used by `npm run bench` (two rows per engine);
// `node bench/login-peak.mjs` runs it alone (BENCH_ENGINE=pglite for the embedded engine, BENCH_SECONDS).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm: a data directory of the portal opens only with it loaded.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { authEndpoints, callApi, requestOf } from './endpoints.mjs';
import { startBuiltServer, stop } from './lib.mjs';

export const PEAK = { connections: 20, people: 200, firstDocument: 7_100_001, password: 'Cliente#2026' };

/** The schemes compared: today's settings of each, as a newcomer's server would run them. */
export const SCHEMES = {
  scrypt: {
    label: 'scrypt N=2^17, r=8, p=1, queue 16 (before 0058)',
    env: { PASSWORD_HASH_SCHEME: 'scrypt', PASSWORD_HASH_QUEUE: '16' },
  },
  argon2id: { label: 'Argon2id m=19456, t=2, p=1, queue 64 (OWASP; the default)', env: {} },
};

// The peak's customers, each with the demo customer's hash (made by the server under measure, so in its scheme).
const ADD_PEOPLE = `
  insert into users (document_number, full_name, email, phone, password_hash, profile_confirmed_at, country_id, city_id)
  select (${PEAK.firstDocument} + n)::text, 'Cliente de la mañana ' || n, 'manana' || n || '@example.com',
         '+591-71' || lpad(n::text, 6, '0'), u.password_hash, now(), 1, 1003
  from users u cross join generate_series(0, ${PEAK.people - 1}) as n
  where u.document_number = '1000001';
  analyze users;`;

async function addPeople({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(ADD_PEOPLE);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await db.exec(ADD_PEOPLE);
  } finally {
    await db.close();
  }
}

/**
 * Logins without pause for `seconds`, after a few one at a time to warm the server up (not a warm-up flood:
 * the scrypt server would still be working off its queue when the measure starts); a login counts when it
 * answers status 0.
 */
async function peakLoad(base, seconds) {
  let next = 0;
  const answers = {};
  const AGENT = { agente: '109', 'content-type': 'application/json' };
  // Each login is the next customer's, made anew through the login's endpoint.
  const login = () =>
    requestOf(
      base,
      authEndpoints.login,
      { user: String(PEAK.firstDocument + (next++ % PEAK.people)), password: PEAK.password, dispositivo: 'peak' },
      AGENT,
    );
  for (let i = 0; i < 5; i++) {
    const answer = await callApi(
      base,
      authEndpoints.login,
      { user: String(PEAK.firstDocument + i), password: PEAK.password, dispositivo: 'warm' },
      AGENT,
    );
    if (answer.status !== 0) throw new Error('login-peak: a peak customer could not log in');
  }
  const { url, method } = login();
  const result = await autocannon({
    url,
    connections: PEAK.connections,
    duration: seconds,
    requests: [
      {
        method,
        headers: AGENT,
        setupRequest: (request) => ({ ...request, body: login().body }),
        onResponse: (_status, body) => {
          const answer = JSON.parse(body);
          const code = answer.status === 0 ? 'ok' : (answer.code ?? `status ${answer.status}`);
          answers[code] = (answers[code] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    loginsPerSecond: Math.round(((answers.ok ?? 0) / seconds) * 10) / 10,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    answers,
  };
}

/** One scheme: a fresh database (cold start: migrate and seed the demo in it), the people, the peak. */
async function peakOf(scheme, { engine, seconds, postgresUrl }) {
  const env = {
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    ...SCHEMES[scheme].env,
  };
  let admin;
  const database = `vo_peak_${scheme}_${Date.now()}`;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  let child;
  try {
    const cold = await startBuiltServer({ env });
    await stop(cold.child);
    await addPeople({ databaseUrl: env.DATABASE_URL, dataDir: cold.dataDir });
    const warm = await startBuiltServer({ env, dataDir: cold.dataDir });
    child = warm.child;
    return { coldStartMs: Math.round(cold.readyMs), ...(await peakLoad(warm.base, seconds)) };
  } finally {
    if (child) await stop(child);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
}

/** Both schemes on `engine`, scrypt first. */
export async function loginPeak({ engine, seconds, postgresUrl }) {
  const scrypt = await peakOf('scrypt', { engine, seconds, postgresUrl });
  const argon2id = await peakOf('argon2id', { engine, seconds, postgresUrl });
  return { connections: PEAK.connections, people: PEAK.people, seconds, scrypt, argon2id };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const peak = await loginPeak({ engine, seconds: Number(process.env.BENCH_SECONDS ?? 10), postgresUrl });
  console.log(JSON.stringify({ engine, ...peak }, null, 2));
  const ratio = peak.argon2id.loginsPerSecond / peak.scrypt.loginsPerSecond;
  console.log(`${engine}: Argon2id ÷ scrypt = ${ratio.toFixed(1)} × the logins/s`);
}
