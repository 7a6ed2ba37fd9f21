// The anchors (docs/decisions/0023): a bare Fastify route that makes one, or two, prepared `pg` queries per request,
// the TechEmpower "single query" shape, on the same PostgreSQL and the same pool size as the portal
// (apps/server/src/db/client.ts: 10). A guarded call does at least a session check and its own read, so
// "two bare queries" is the speed it should reach. Usage: node bench/anchor.mjs <port> <postgres url>
//
// /pay is the anchor of a write (docs/decisions/0062): one transaction with the statements a card payment makes,
// as many and of the same kinds, by primary key or on an upsert's key, counted with the pg driver on the
// demo: begin; 4 selects, 10 inserts (two of them upserts, three with RETURNING), 3 updates; commit; and the
// marker NOTIFY a write's answer sends after it (docs/decisions/0037). No trigger, no rule, no PDF: the bare
// cost of those 20 round trips.
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const WORLD_ROWS = 10_000;
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists bench_world (id int primary key, random_number int not null);
  insert into bench_world select n, (random() * 10000)::int from generate_series(1, ${WORLD_ROWS}) n
    on conflict do nothing;
  create table if not exists bench_write (id bigserial primary key, world_id int not null, body text not null);
  create table if not exists bench_counter (id int primary key, last_number bigint not null);`);

const randomId = () => 1 + Math.floor(Math.random() * WORLD_ROWS);
// A named statement is parsed and planned once per pooled connection, as the portal's prepared ones are.
const world = () =>
  pool
    .query({ name: 'world', text: 'select id, random_number from bench_world where id = $1', values: [randomId()] })
    .then((result) => result.rows[0]);

const app = Fastify({ logger: false });
app.get('/one', async () => world());
app.get('/two', async () => {
  const first = await world();
  const second = await world();
  return [first, second];
});
const PAYMENT_ROW = 'x'.repeat(200); // about a payment's, a receipt's or a message's row
const q = (client, name, text, values) => client.query({ name, text, values });
// /pay?turns=N (docs/decisions/0066): the same transaction, but its first select locks one of N rows, taken in
// turn, as a payment locks its product's schedule: with N = 2 it takes turns as 20 payments round two products do.
let turn = 0;
app.post('/pay', async (request) => {
  const turns = Number(request.query.turns ?? 0);
  const client = await pool.connect();
  const id = randomId();
  try {
    await client.query('begin');
    const key = await q(client, 'w_key', 'insert into bench_write (world_id, body) values ($1, $2) returning id', [
      id,
      PAYMENT_ROW,
    ]);
    for (let i = 0; i < 4; i++) {
      if (i === 0 && turns > 0) {
        const row = 1 + (turn++ % turns);
        await q(client, 'w_lock', 'select id, random_number from bench_world where id = $1 for update', [row]);
      } else await q(client, 'w_select', 'select id, random_number from bench_world where id = $1', [randomId()]);
    }
    await q(
      client,
      'w_upsert',
      'insert into bench_counter (id, last_number) values ($1, 1) on conflict (id) do update set last_number = bench_counter.last_number + 1 returning last_number',
      [id],
    );
    for (let i = 0; i < 7; i++) {
      await q(client, 'w_insert', 'insert into bench_write (world_id, body) values ($1, $2)', [id, PAYMENT_ROW]);
    }
    await q(
      client,
      'w_counter',
      'insert into bench_counter (id, last_number) values ($1, 1) on conflict (id) do update set last_number = bench_counter.last_number + 1 returning last_number',
      [-1 - (id % 3)],
    );
    for (let i = 0; i < 2; i++) {
      await q(client, 'w_update', 'update bench_world set random_number = random_number + 1 where id = $1', [
        randomId(),
      ]);
    }
    await q(client, 'w_update_key', 'update bench_write set body = $2 where id = $1', [key.rows[0].id, PAYMENT_ROW]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  await pool.query({ name: 'w_marker', text: 'select pg_notify($1, $2)', values: ['bench_marker', String(id)] });
  return { id };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
