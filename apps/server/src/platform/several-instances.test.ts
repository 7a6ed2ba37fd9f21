import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/database.ts';
import { startRoundRobinProxy } from '../../test/round-robin-proxy.ts';
import { kill9, type ServerProcess, startServer } from '../../test/server-process.ts';

/**
 * Two server processes on one PostgreSQL and one Redis, behind one address (a round-robin proxy with no
 * sticky sessions): a person logged in through one is served by the other, and a realtime event raised
 * on one reaches a socket held by the other.
 */
const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Low enough to cross quickly, high enough for the first test's own logins through the same proxy. */
const LOGINS_PER_MINUTE = 8;

describe.runIf(url)('several instances behind one address', () => {
  let serverEnv: Record<string, string> | undefined;
  const database = `vo_instances_${randomUUID().replaceAll('-', '')}`;
  const servers: ServerProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await Promise.all(servers.map((server) => kill9(server.child)));
    await adminQuery(url!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('shares sessions through PostgreSQL and realtime events (notification, unlogin) through Redis', async () => {
    await adminQuery(url!, `CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: withDatabase(url!, database),
      REDIS_URL: redisUrl,
      JWT_SECRET: 'instances-test-secret-0123456789-abcdef',
      OPS_SECRET: 'instances-test-ops',
      DATA_DIR: `/tmp/${database}`,
      // The proxy in front is named, as in production (docs/operations.md): the client's address is believed from it.
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGINS_PER_MINUTE),
    };
    serverEnv = env;
    // The first migrates and seeds; the second finds it done.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const front = await startRoundRobinProxy([a.url, b.url]);
    closers.push(front.close);
    const headers = { agente: '109', 'content-type': 'application/json' };
    const call = async (path: string, init: RequestInit = {}) => {
      const body: any = await (await fetch(`${front.url}/api/${path}`, init)).json();
      return { body, servedBy: front.lastServedBy() };
    };

    const login = await call('user/login/nuevo', {
      method: 'POST',
      headers,
      body: JSON.stringify({ user: '1000001', password: 'Cliente#2026' }),
    });
    expect(login.body.status).toBe(0);
    const token: string = login.body.data.token;
    const auth = { headers: { ...headers, token } };
    const home = await call('user/inicio', auth);
    expect(home.body).toMatchObject({ status: 0, data: { ci: '1000001' } });
    expect(home.servedBy).not.toBe(login.servedBy);

    // Each instance remembers a session it has checked (0023); an ending on one reaches the other's memory
    // through Redis within a second, not when its memory would have asked the database again.
    const direct = async (server: ServerProcess, path: string, init: RequestInit) =>
      (await (await fetch(`${server.url}/api/${path}`, init)).json()) as { status: number };
    const second = await call('user/login/nuevo', {
      method: 'POST',
      headers,
      body: JSON.stringify({ user: '1000001', password: 'Cliente#2026' }),
    });
    const secondAuth = { headers: { ...headers, token: second.body.data.token as string } };
    expect((await direct(a, 'user/inicio', secondAuth)).status).toBe(0);
    expect((await direct(b, 'user/inicio', secondAuth)).status).toBe(0);
    expect((await direct(a, 'user/unlogin', { method: 'POST', ...secondAuth })).status).toBe(0);
    const endedAt = performance.now();
    let statusOnB = 0;
    while (statusOnB === 0 && performance.now() - endedAt < 1_000) {
      statusOnB = (await direct(b, 'user/inicio', secondAuth)).status;
    }
    expect(statusOnB).toBe(7);
    // The first session, remembered on both as well, is untouched.
    expect((await direct(b, 'user/inicio', auth)).status).toBe(0);

    // B keeps the home it answered (docs/decisions/0037); a change committed by anyone else reaches B's
    // memory through PostgreSQL's notice within a second, not when the kept read would have grown old.
    const nameOnB = async () =>
      ((await direct(b, 'user/inicio', auth)) as { data?: { nombreUsuario?: string } }).data?.nombreUsuario;
    expect(await nameOnB()).not.toBe('Ana Desde Otro Lado');
    await adminQuery(
      env.DATABASE_URL,
      "update users set full_name = 'Ana Desde Otro Lado' where document_number = '1000001'",
    );
    const changedAt = performance.now();
    let seenOnB = await nameOnB();
    while (seenOnB !== 'Ana Desde Otro Lado' && performance.now() - changedAt < 1_000) seenOnB = await nameOnB();
    expect(seenOnB).toBe('Ana Desde Otro Lado');

    const unreadBefore = await call('notificacion/cantidad/notificaciones/noleidos', auth);
    const socket = connect(front.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const socketOn = front.lastServedBy();
    // A notification stored and raised on one instance reaches the socket held by the other.
    const notified = new Promise((resolve) => socket.once('notification', resolve));
    const notify = await call('ops/notify', {
      method: 'POST',
      headers: { ...headers, 'x-ops-secret': env.OPS_SECRET },
      body: JSON.stringify({ para: '1000001', titulo: 'Cuota', texto: 'Su cuota vence mañana' }),
    });
    expect(notify.servedBy).not.toBe(socketOn);
    expect(await notified).toMatchObject({ titulo: 'Cuota', message: 'Su cuota vence mañana' });
    const unreadAfter = await call('notificacion/cantidad/notificaciones/noleidos', auth);
    expect(unreadAfter.body.data.cantidad).toBe(unreadBefore.body.data.cantidad + 1);

    // A logout on one instance closes the page connected to the other, and the token stops working on both.
    const heard = new Promise((resolve) => socket.once('unlogin', resolve));
    const logout = await call('user/unlogin', { method: 'POST', headers: { agente: '109', token } });
    expect(logout.servedBy).not.toBe(socketOn);
    expect(await heard).toEqual({ reason: 'logout' });
    socket.close();
    const after = await call('user/inicio', auth);
    expect(after.servedBy).not.toBe(logout.servedBy);
    expect(after.body.status).toBe(7);
    // Two servers started from source, the first migrating and seeding: minutes on a busy CI machine.
  }, 300_000);

  it('holds one per-address limit across the instances, kept in Redis (docs/decisions/0041)', async () => {
    expect(serverEnv).toBeDefined();
    const front = await startRoundRobinProxy(servers.map((server) => server.url));
    closers.push(front.close);
    // An address of its own, so that an earlier run within the minute (the same Redis) does not count here.
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const codes: string[] = [];
    const servedBy = new Set<string | undefined>();
    for (let i = 0; i < LOGINS_PER_MINUTE * 2; i++) {
      const response = await fetch(`${front.url}/api/user/login/nuevo`, {
        method: 'POST',
        headers: { agente: '109', 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ user: `66${i}${Date.now() % 100_000}`, password: 'Wrong#2026' }),
      });
      codes.push(((await response.json()) as { code: string }).code);
      servedBy.add(front.lastServedBy());
    }
    expect(servedBy.size).toBe(2);
    expect(codes.filter((code) => code !== 'platform.rateLimited')).toHaveLength(LOGINS_PER_MINUTE);
    expect(codes.slice(LOGINS_PER_MINUTE)).toEqual(Array(LOGINS_PER_MINUTE).fill('platform.rateLimited'));
  }, 60_000);
});
