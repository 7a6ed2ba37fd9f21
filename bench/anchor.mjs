// The anchors (docs/decisions/0023): a bare Fastify route that makes one, or two, prepared `pg` queries per request,
// the TechEmpower "single query" shape, on the same PostgreSQL and the same pool size as the portal
// (apps/server/src/db/client.ts: 10). A guarded call does at least a session check and its own read, so
// "two bare queries" is the speed it should reach. Usage: node bench/anchor.mjs <port> <postgres url>
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const WORLD_ROWS = 10_000;
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table if not exists bench_world (id int primary key, random_number int not null);
  insert into bench_world select n, (random() * 10000)::int from generate_series(1, ${WORLD_ROWS}) n
    on conflict do nothing;`);

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
await app.listen({ port: Number(port), host: '127.0.0.1' });
