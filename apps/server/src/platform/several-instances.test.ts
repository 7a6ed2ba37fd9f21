import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/database.ts';
import { kill9, type ServerProcess, startServer } from '../../test/server-process.ts';

/**
 * Two server processes on one PostgreSQL and one Redis: a person logged in through one is served by
 * the other, and a realtime event raised on one reaches a socket held by the other.
 */
const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(url)('several instances behind one address', () => {
  const database = `vo_instances_${randomUUID().replaceAll('-', '')}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
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
    };
    // The first migrates and seeds; the second finds it done.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const headers = { agente: '109', 'content-type': 'application/json' };

    const login: any = await (
      await fetch(`${a.url}/api/user/login/nuevo`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ user: '1000001', password: 'Cliente#2026' }),
      })
    ).json();
    expect(login.status).toBe(0);
    const token: string = login.data.token;
    const home: any = await (await fetch(`${b.url}/api/user/inicio`, { headers: { ...headers, token } })).json();
    expect(home).toMatchObject({ status: 0, data: { ci: '1000001' } });

    const socket = connect(b.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    // A notification stored and raised on instance a reaches the socket held by instance b.
    const unreadBefore: any = await (
      await fetch(`${b.url}/api/notificacion/cantidad/notificaciones/noleidos`, { headers: { ...headers, token } })
    ).json();
    const notified = new Promise((resolve) => socket.once('notification', resolve));
    await fetch(`${a.url}/api/ops/notify`, {
      method: 'POST',
      headers: { ...headers, 'x-ops-secret': env.OPS_SECRET },
      body: JSON.stringify({ para: '1000001', titulo: 'Cuota', texto: 'Su cuota vence mañana' }),
    });
    expect(await notified).toMatchObject({ titulo: 'Cuota', message: 'Su cuota vence mañana' });
    const unreadAfter: any = await (
      await fetch(`${b.url}/api/notificacion/cantidad/notificaciones/noleidos`, { headers: { ...headers, token } })
    ).json();
    expect(unreadAfter.data.cantidad).toBe(unreadBefore.data.cantidad + 1);

    const heard = new Promise((resolve) => socket.once('unlogin', resolve));
    await fetch(`${a.url}/api/user/unlogin`, { method: 'POST', headers: { agente: '109', token } });
    expect(await heard).toEqual({ reason: 'logout' });
    socket.close();
    const after: any = await (await fetch(`${b.url}/api/user/inicio`, { headers: { ...headers, token } })).json();
    expect(after.status).toBe(7);
  }, 120_000);
});
