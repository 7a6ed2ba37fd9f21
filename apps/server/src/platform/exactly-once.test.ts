import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, ROUTE_FIXTURES } from '../../test/route-fixtures/index.ts';
import { type InventoryRoute, routeInventory } from '../../test/route-inventory.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../test/test-app.ts';
import { recordFigures } from '../../test/trust-figures.ts';
import type { QrNotification } from '../adapters/qr-bank/qr-bank.ts';
import type { SandboxQrBank } from '../adapters/qr-bank/sandbox-qr-bank.ts';

/**
 * Every route that moves money or books something (x-effect in OpenAPI) is sent N identical
 * requests at once with one Idempotency-Key: exactly one effect, one answer for all.
 * Routes join this harness by declaring `effect` and an `exactlyOnce` fixture; nobody writes a new test.
 */
const CONCURRENT = 10;
const OWNERS = { customer: DEMO.customer, adviser: DEMO.adviser, cashier: DEMO.cashier } as const;

describe('money and bookings happen exactly once', () => {
  const t = useTestApp();
  let routes: (InventoryRoute & { effect?: string; idempotent?: boolean })[] = [];

  beforeAll(async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json', headers: { 'x-ops-secret': OPS_SECRET } })).json();
    const all = await routeInventory(t.app);
    routes = all.map((route) => {
      const op = doc.paths[route.url][route.method.toLowerCase()];
      return { ...route, effect: op['x-effect'], idempotent: op['x-idempotent'] };
    });
  });

  it('runs N concurrent identical requests on every money or booking route and finds one effect each', async () => {
    // Reading nothing would make this harness pass for the wrong reason.
    expect(routes.length).toBeGreaterThan(10);
    // The back office's money acts (access 'staff') are signed by a staff member, whom this harness cannot
    // sign in as an owner of a portal object: payments-admin.test.ts sends each one concurrently itself.
    const moving = routes.filter((route) => route.effect && route.access !== 'staff');
    let trials = 0;
    let doubles = 0;
    for (const route of moving) {
      expect(route.idempotent, route.key).toBe(true);
      const fixture = ROUTE_FIXTURES[route.key]?.exactlyOnce;
      expect(fixture, `add an exactlyOnce fixture for ${route.key}`).toBeDefined();
      const owner = OWNERS[fixture!.owner];
      const token = await loginAs(t.call, owner.user, owner.password);
      const before = await fixture!.effects(t.db);
      const key = `harness-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          t.app.inject({
            method: route.method as 'POST',
            url: route.url,
            headers: { agente: '109', token, 'idempotency-key': key },
            payload: fixture!.request(),
          }),
        ),
      );
      const effects = (await fixture!.effects(t.db)) - before;
      trials++;
      if (effects > 1) doubles++;
      expect(effects, `${route.key}: ${answers[0]!.body.slice(0, 300)}`).toBe(1);
      expect(new Set(answers.map((a) => a.body)).size, route.key).toBe(1);
    }
    recordFigures('concurrency', {
      label: `concurrent duplicate trials (${CONCURRENT} at once) / double effects`,
      value: `${trials} / ${doubles}`,
      goal: '0 double effects',
    });
  });

  it('records each bank transfer for a QR once: the first pays it, a second waits in suspense, none is lost', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const bank = t.deps.qrBank as SandboxQrBank;
    const notify = (notification: QrNotification) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${paymentEndpoints.qrNotification.path}`,
        headers: { 'x-firma': bank.sign(notification) },
        payload: notification,
      });
    let deliveries = 0;
    let wrong = 0;
    for (let trial = 0; trial < 5; trial++) {
      const charge = await t.send(
        paymentEndpoints.qr,
        { idProducto: DEMO_PRODUCT.membership, monto: '1.00' },
        { token, headers: { 'idempotency-key': `qr-${randomUUID()}` } },
      );
      const transfers = ['a', 'b'].map((name) => ({
        referencia: charge.data.referencia,
        monto: '1.00',
        transaccion: `${name}-${randomUUID()}`,
      }));
      // Each transfer delivered CONCURRENT times, both transfers at once.
      await Promise.all(transfers.flatMap((transfer) => Array.from({ length: CONCURRENT }, () => notify(transfer))));
      deliveries += 2 * CONCURRENT;
      const rows: any = await t.db.execute(
        sql`select bank_transaction_id as tx, state from payments
            where bank_transaction_id in (${transfers[0]!.transaccion}, ${transfers[1]!.transaccion}) order by state`,
      );
      const states = rows.rows.map((r: { state: string }) => r.state);
      if (states.join() !== 'confirmed,regularising') wrong++;
      expect(states).toEqual(['confirmed', 'regularising']);
    }
    recordFigures('bank-transfers', {
      label: 'QR bank notifications delivered at once (2 transfers × 10 deliveries, 5 QRs) / transfers lost or doubled',
      value: `${deliveries} / ${wrong}`,
      goal: '0',
    });
  });
});
