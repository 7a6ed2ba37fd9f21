// npm run bench:rooms — the meeting rooms' figures (docs/decisions/0010), on PostgreSQL: the schedule-conflict check
// for an adviser who already has 1 000 rooms in a month (a room creation that clashes, and one that
// passes), and invitations created per second. Writes bench/ROOMS.md and bench/rooms.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { authEndpoints, callApi, requestOf, roomEndpoints } from './endpoints.mjs';
import { ROOT, startBuiltServer, stop, withPg, writeJson } from './lib.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENT = { agente: '109', 'content-type': 'application/json' };
const env = { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000', API_RATE_LIMIT_PER_MINUTE: '1000000000' };

/** La Paz wall-clock "YYYY-MM-DDTHH:mm" of an instant (UTC−4, no daylight saving). */
const laPaz = (instant) => new Date(instant.getTime() - 4 * 3_600_000).toISOString().slice(0, 16);

/** The first day of the month after next, 00:00 La Paz: a month that is fully ahead. */
function monthAhead() {
  const now = new Date(Date.now() - 4 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1, 4));
}

/** 1 000 rooms of 2000001 (with 2000002 presenting) in one month: 33 a day of 40 minutes each, 07:00 to 23:00. */
function thousandRooms(monthStart) {
  return `
    with slots as (
      select g, ${`timestamptz '${monthStart.toISOString()}'`} + ((g / 33) * interval '1 day') + interval '7 hours'
             + ((g % 33) * interval '29 minutes') as starts
      from generate_series(0, 999) g
    ), made as (
      insert into rooms (code, model_id, city_id, name, address, starts_at, ends_at, duration_minutes, capacity,
                         creator_user_id, organiser_name, organiser_phone, created_at)
      select 'B' || lpad(g::text, 5, '0'), 1, 1003, 'Sala de carga ' || g, 'Av. de carga 100, piso 1',
             starts, starts + interval '28 minutes', 28, 30,
             (select id from users where document_number = '2000001'), 'Carga', '74567890', now()
      from slots returning id, creator_user_id, starts_at, ends_at
    ), members as (
      insert into room_members (room_id, user_id, role)
      select id, creator_user_id, 'creator' from made
      union all select id, (select id from users where document_number = '2000002'), 'presenter' from made
      returning room_id
    )
    insert into room_agenda (user_id, room_id, starts_at, ends_at)
    select creator_user_id, id, starts_at, ends_at from made
    union all select (select id from users where document_number = '2000002'), id, starts_at, ends_at from made`;
}

/** Sends the same call one at a time for `seconds`; answers the latencies and the envelope statuses seen. */
async function oneAtATimeCall(base, endpoint, input, headers, seconds) {
  const { url, ...init } = requestOf(base, endpoint, input, headers);
  const latencies = [];
  const statuses = new Set();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t0 = performance.now();
    const answer = await (await fetch(url, init)).json();
    latencies.push(performance.now() - t0);
    statuses.add(answer.code ?? String(answer.status));
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.floor(q * (latencies.length - 1))].toFixed(2));
  return { requests: latencies.length, p50Ms: at(0.5), p99Ms: at(0.99), answers: [...statuses] };
}

async function measure() {
  const database = `vo_bench_rooms_${Date.now()}`;
  await withPg(POSTGRES_URL, (c) => c.query(`CREATE DATABASE ${database}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const { child, base } = await startBuiltServer({ env: { ...env, DATABASE_URL: url.toString() } });
  try {
    const monthStart = monthAhead();
    await withPg(url.toString(), async (c) => {
      await c.query(thousandRooms(monthStart));
      for (const table of ['rooms', 'room_agenda', 'room_members']) await c.query(`analyze ${table}`);
    });
    const login = await callApi(
      base,
      authEndpoints.login,
      { user: '2000001', password: 'Asesor#2026', dispositivo: 'bench' },
      AGENT,
    );
    const headers = { ...AGENT, token: login.data.token };
    const roomBody = (start, name) => ({
      idModelo: 1,
      idCiudad: 1003,
      nombre: name,
      direccion: 'Av. San Martín 1450, Equipetrol',
      fechaHora: laPaz(start),
      duracionHoras: 1,
      capacidad: 999,
      organizadorNombre: 'Carlos Suárez',
      organizadorTelefono: '74567890',
      presentador: '2000002',
    });
    // The 15th of the month at 10:00: right in the middle of that day's rooms.
    const clashing = new Date(monthStart.getTime() + 14 * 86_400_000 + 10 * 3_600_000);
    const clash = await oneAtATimeCall(
      base,
      roomEndpoints.create,
      roomBody(clashing, 'Sala que choca'),
      headers,
      SECONDS,
    );
    // At 23:30 the day is free: this one passes the check (and is created, once; the repeats then clash with it).
    const free = new Date(monthStart.getTime() + 14 * 86_400_000 + 23.5 * 3_600_000);
    const created = await callApi(base, roomEndpoints.create, roomBody(free, 'Sala de invitaciones'), headers);
    if (created.status !== 0) throw new Error(`bench: room not created: ${JSON.stringify(created)}`);

    // Invitations per second: 10 connections, each invitation a different prospect, until the room's 999 seats are taken.
    let n = 0;
    const invitation = () =>
      requestOf(base, roomEndpoints.invite, {
        idSala: created.data.idSala,
        nombre: 'Prospecto de carga',
        contacto: 'ambos',
        correo: `prospecto${++n}@example.com`,
        telefono: String(70000000 + n),
      });
    const { url: invitationsUrl, method } = requestOf(base, roomEndpoints.invite, {});
    const invitations = await autocannon({
      url: invitationsUrl,
      connections: 10,
      amount: 999,
      headers,
      requests: [{ method, setupRequest: (request) => ({ ...request, body: invitation().body }) }],
    });
    const counts = await withPg(url.toString(), async (c) => {
      const r = await c.query(
        `select (select count(*) from invitations where room_id = $1)::int as invitations,
        (select count(*) from outbox_messages where recipient like 'prospecto%')::int as emails,
        (select count(*) from room_agenda a join users u on u.id = a.user_id where u.document_number = '2000001')::int as agenda`,
        [created.data.idSala],
      );
      return r.rows[0];
    });
    return {
      agendaRooms: counts.agenda,
      clash,
      invitations: {
        requests: invitations.requests.total,
        perSecond: Math.round(counts.invitations / (invitations.duration || 1)),
        seconds: Number(invitations.duration.toFixed(2)),
        p50Ms: invitations.latency.p50,
        p99Ms: invitations.latency.p99,
        written: counts.invitations,
        emails: counts.emails,
      },
    };
  } finally {
    await stop(child);
    await withPg(POSTGRES_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
}

const results = { date: new Date().toISOString(), cores: cpus().length, cpu: cpus()[0]?.model, ...(await measure()) };
writeJson(join(ROOT, 'bench/rooms.json'), results);
const md = `# Meeting rooms

${results.date} · ${results.cores} cores (${results.cpu}) · PostgreSQL · \`npm run bench:rooms\`

The adviser 2000001 (and the presenter 2000002) already have ${results.agendaRooms} rooms in one month.

| what | requests | p50 ms | p99 ms | answers |
|---|---:|---:|---:|---|
| POST /api/salas that clashes (every rule, then the agenda check under the presenters' locks), one at a time | ${results.clash.requests} | ${results.clash.p50Ms} | ${results.clash.p99Ms} | ${results.clash.answers.join(', ')} |

Invitations: ${results.invitations.written} written in ${results.invitations.seconds} s from 10 connections, **${results.invitations.perSecond} invitations/s** (p50 ${results.invitations.p50Ms} ms, p99 ${results.invitations.p99Ms} ms), each with its e-mail and SMS in the outbox (${results.invitations.emails} e-mails).
`;
writeFileSync(join(ROOT, 'bench/ROOMS.md'), md);
console.log(md);
