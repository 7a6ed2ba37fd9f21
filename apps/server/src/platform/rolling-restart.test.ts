import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type CheckedBalancer, startCheckedBalancer } from '../../test/checked-balancer.ts';
import { adminQuery, withDatabase } from '../../test/database.ts';
import '../../test/provided-context.ts';
import { bundleServer, kill9, type ServerProcess, startServer } from '../../test/server-process.ts';

/**
 * A rolling restart (docs/decisions/0060): two instances on one PostgreSQL behind a balancer that sends only to
 * instances whose readiness answers 200. While logged-in reads and card payments run through it, one instance
 * is stopped (SIGTERM) and started again, then the other: no request fails, every payment answered is there
 * once, and none is there that was not answered.
 */
const url = process.env.TEST_DATABASE_URL;

/** The balancer asks every 100 ms and takes an instance out after two failed checks; a stopping one serves 0.5 s. */
const DRAIN_SECONDS = '0.5';
const WORKERS = 6;

describe.runIf(url)('a rolling restart of two instances under load', () => {
  const database = `vo_rolling_${randomUUID().replaceAll('-', '')}`;
  const servers: ServerProcess[] = [];
  let balancer: CheckedBalancer | undefined;
  let main: string | undefined;
  const dataDirs = ['a', 'b'].map((name) => `/tmp/${database}-${name}`);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => kill9(server.child)));
    await adminQuery(url!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (main) rmSync(dirname(main), { recursive: true, force: true });
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fails no request and loses or doubles no payment while each instance in turn stops and starts', async () => {
    // A copy of the migrated and seeded template: the instances start without migrating (a few seconds each).
    await adminQuery(url!, `CREATE DATABASE ${database} TEMPLATE ${inject('postgresTemplate')}`);
    // Built once, as `npm start` runs it: each of the four starts takes a second or two instead of tsx's many.
    main = await bundleServer();
    // Each instance keeps its sandbox acquirer's journal in a folder of its own.
    for (const dir of dataDirs) mkdirSync(dir, { recursive: true });
    const env = {
      DATABASE_URL: withDatabase(url!, database),
      JWT_SECRET: 'rolling-test-secret-0123456789-abcdef',
      OPS_SECRET: 'rolling-test-ops',
      TRUST_PROXY: '127.0.0.1',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      DATABASE_POOL_SIZE: '4',
      SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS,
      SHUTDOWN_GRACE_SECONDS: '10',
    };
    const start = (index: 0 | 1, port?: string) =>
      startServer({ ...env, DATA_DIR: dataDirs[index]!, ...(port ? { PORT: port } : {}) }, 60_000, main);
    const [a, b] = await Promise.all([start(0), start(1)]);
    servers.push(a, b);
    balancer = await startCheckedBalancer([a.url, b.url]);
    const front = balancer;
    expect(front.ready()).toEqual([a.url, b.url]);

    const json = { agente: '109', 'content-type': 'application/json' };
    const login: any = await (
      await fetch(`${front.url}/api/${authEndpoints.login.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ user: '1000001', password: 'Cliente#2026' }),
      })
    ).json();
    expect(login.status).toBe(0);
    const auth = { ...json, token: login.data.token as string };

    const failures: string[] = [];
    const paid = new Map<string, number>();
    let requests = 0;
    let running = true;
    const call = async (path: string, init: RequestInit) => {
      requests++;
      try {
        const response = await fetch(`${front.url}/api/${path}`, init);
        const text = await response.text();
        const body: any = response.status === 200 ? JSON.parse(text) : undefined;
        if (body?.status !== 0) failures.push(`${path}: HTTP ${response.status} ${body?.code ?? text.slice(0, 100)}`);
        return body;
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : error}`);
        return undefined;
      }
    };
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        if (i % 4 === n % 4) {
          const key = `rolling-${n}-${i}-${randomUUID()}`;
          const answer = await call(paymentEndpoints.card.path, {
            method: 'POST',
            headers: { ...auth, 'idempotency-key': key },
            body: JSON.stringify({
              idProducto: 1,
              monto: '1.00',
              numeroTarjeta: '4111 1111 1111 1111',
              mesExpiracion: '12',
              anioExpiracion: '2099',
              cvc: '123',
            }),
          });
          if (answer?.status === 0) paid.set(key, answer.data.idPago);
        } else {
          await call(i % 2 ? sessionEndpoints.home.path : productEndpoints.list.path, { headers: auth });
        }
      }
    };
    const load = Array.from({ length: WORKERS }, (_, n) => worker(n));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const restart = async (index: 0 | 1) => {
      const old = servers[index]!;
      const stoppedAt = performance.now();
      old.child.kill('SIGTERM');
      const [code] = await once(old.child, 'exit');
      const stopMs = performance.now() - stoppedAt;
      expect(code, old.output()).toBe(0);
      // Drained, then stopped: it served on while the balancer took it out, and did not hang.
      expect(stopMs).toBeGreaterThanOrEqual(Number(DRAIN_SECONDS) * 1000);
      expect(stopMs).toBeLessThan(10_000);
      // On its own address again, as a restarted instance comes back.
      const again = await start(index, new URL(old.url).port);
      servers[index] = again;
      while (!front.ready().includes(again.url)) await pause(50);
      return stopMs;
    };

    await pause(1_500);
    const servedBefore = front.counts().servedBy;
    const stopA = await restart(0);
    await pause(1_500);
    const stopB = await restart(1);
    await pause(1_500);
    running = false;
    await Promise.all(load);

    expect(failures.slice(0, 5), servers.map((server) => server.output().slice(0, 3000)).join('\n')).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    expect(paid.size).toBeGreaterThan(10);
    // Both took part before the restart and both after it.
    expect(Object.keys(servedBefore).sort()).toEqual([a.url, b.url].sort());
    const servedAfter = front.counts().servedBy;
    for (const target of [a.url, b.url]) expect(servedAfter[target]).toBeGreaterThan(servedBefore[target] ?? 0);

    // Every payment answered is there once, confirmed, and none is there that was not answered.
    const rows = await queryRows(
      env.DATABASE_URL,
      `select p.id::int as id from payments p join users u on u.id = p.user_id
       where u.document_number = '1000001' and p.amount_cents = 100 and p.method = 'card' and p.state = 'confirmed'`,
    );
    const stored = new Set(rows.map((row) => row.id as number));
    expect([...paid.values()].filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(new Set(paid.values()).size);

    // The figures the report quotes (docs/decisions/0060).
    console.info(
      `rolling restart: ${requests} requests, ${failures.length} failed, ${paid.size} payments, stops of ` +
        `${[stopA, stopB].map((ms) => (ms / 1000).toFixed(1)).join(' s and ')} s, ${front.counts().resent} sent again`,
    );
  }, 90_000);
});

async function queryRows(databaseUrl: string, statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
