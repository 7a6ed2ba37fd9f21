import type { AddressInfo } from 'node:net';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

/** A real socket.io client against the real server, as the browser connects (ARCHITECTURE §6). */
describe('the realtime channel', () => {
  const t = useTestApp();
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  const open = (token: string | undefined) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      if (socket.connected) return resolve();
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
  const next = <T>(socket: Socket, event: string, ms = 3_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };

  it('refuses a socket without a valid session token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('session.expired');
    await expect(connected(open('forged.token.value'))).rejects.toThrow('session.expired');
  });

  it('tells the socket of a session that ends by logout, then closes it', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const socket = open(token);
    await connected(socket);
    const unlogin = next<{ reason: string }>(socket, 'unlogin');
    const closed = next(socket, 'disconnect');
    await t.send(sessionEndpoints.logout, undefined, { token });
    expect(await unlogin).toEqual({ reason: 'logout' });
    await closed;
  });

  it('refuses a page that connects after its session ended, saying why it ended (the push it missed)', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    await t.send(sessionEndpoints.logout, undefined, { token });
    const refusal = await connected(open(token)).then(
      () => null,
      (error: Error & { data?: unknown }) => ({ message: error.message, data: error.data }),
    );
    expect(refusal).toEqual({ message: 'session.expired', data: { reason: 'logout' } });
  });

  it('forced logout reaches every device of that person and nobody else', async () => {
    const phone = open(await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password));
    const laptop = open(await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password));
    const other = open(await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password));
    await Promise.all([phone, laptop, other].map(connected));
    let otherHeard = false;
    other.on('unlogin', () => {
      otherHeard = true;
    });
    const heard = Promise.all([next(phone, 'unlogin'), next(laptop, 'unlogin')]);
    await t.send(userOpsEndpoints.logout, { ci: DEMO.adviser.user }, ops);
    expect(await heard).toEqual([{ reason: 'forced' }, { reason: 'forced' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherHeard).toBe(false);
  });

  it('delivers a stored notification to one person, or to everyone, and a promotion as promocion', async () => {
    const customer = open(await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password));
    const cashier = open(await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password));
    await Promise.all([customer, cashier].map(connected));
    let cashierHeard = false;
    cashier.on('notification', () => {
      cashierHeard = true;
    });
    const toOne = next<{ titulo: string; message: string; idnotificacion: number }>(customer, 'notification');
    const notify = { para: DEMO.overdueCustomer.user, titulo: 'Cuota', texto: 'Su cuota vence mañana' };
    await t.call('POST', '/ops/notify', notify, ops);
    const heard = await toOne;
    expect(heard).toMatchObject({ titulo: 'Cuota', message: 'Su cuota vence mañana' });
    // It is the stored row: the person can mark exactly that one read.
    expect(heard.idnotificacion).toBeGreaterThan(0);
    expect(cashierHeard).toBe(false);

    const toAll = Promise.all([next(customer, 'notification'), next(cashier, 'notification')]);
    await t.call('POST', '/ops/notify', { para: 'all', titulo: 'Aviso', texto: 'Mantenimiento el domingo' }, ops);
    expect(await toAll).toEqual([
      { titulo: 'Aviso', message: 'Mantenimiento el domingo', idnotificacion: null },
      { titulo: 'Aviso', message: 'Mantenimiento el domingo', idnotificacion: null },
    ]);

    const promo = next<{ titulo: string }>(customer, 'promocion');
    await t.call('POST', '/ops/promo', { para: DEMO.overdueCustomer.user, titulo: '2x1', texto: 'Dos por uno' }, ops);
    expect(await promo).toMatchObject({ titulo: '2x1', message: 'Dos por uno' });
  });
});
