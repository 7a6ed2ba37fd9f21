import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentsAdminEndpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, ROUTE_FIXTURES, VALID_CARD } from '../../../test/route-fixtures/index.ts';
import { type InventoryRoute, routeInventory } from '../../../test/route-inventory.ts';
import { DEMO, loginAs, OPS_SECRET, staffToken, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';
import type { QrNotification } from '../../adapters/qr-bank/qr-bank.ts';
import type { SandboxQrBank } from '../../adapters/qr-bank/sandbox-qr-bank.ts';

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
    // A route behind a flag that is off by default (the travel benefit by QR, spec §9) refuses everyone: on here,
    // so that its one effect can be counted.
    t.deps.featureFlags.benefitByQr = true;
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

  it('refunds each payment once per key and never beyond what was paid, whole or in parts, by every means', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const supervisor = await staffToken(t, 'cashier_supervisor');
    const pay = async (endpoint: EndpointDefinition, body: object) => {
      const paid = await t.send(
        endpoint,
        { idProducto: DEMO_PRODUCT.lot, ...body },
        {
          token,
          headers: { 'idempotency-key': `pay-${randomUUID()}` },
        },
      );
      expect(paid.status, JSON.stringify(paid)).toBe(0);
      return paid.data.idPago as number;
    };
    const bank = t.deps.qrBank as SandboxQrBank;
    const means: Record<string, () => Promise<number>> = {
      card: () => pay(paymentEndpoints.card, { monto: '2.00', ...VALID_CARD }),
      prepaid: () => pay(paymentEndpoints.prepaid, { monto: '2.00', codigo: 'PREPAGO12026' }),
      wallet: () => pay(paymentEndpoints.walletPayment, { monto: '2.00', pin: '2468' }),
      qr: async () => {
        const charge = await t.send(
          paymentEndpoints.qr,
          { idProducto: DEMO_PRODUCT.lot, monto: '2.00' },
          {
            token,
            headers: { 'idempotency-key': `qr-${randomUUID()}` },
          },
        );
        await bank.pay(charge.data.referencia, 200n);
        return charge.data.idPago as number;
      },
    };
    const refund = (idPago: number, key: string, monto?: string) =>
      t.send(
        paymentsAdminEndpoints.refund,
        { idPago, motivo: 'Exactly-once harness', ...(monto ? { monto } : {}) },
        {
          token: supervisor,
          headers: { 'idempotency-key': key },
        },
      );
    const held = async (paymentId: number) => {
      const rows: any = await t.db.execute(
        sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from refunds
            where payment_id = ${paymentId} and state <> 'declined'`,
      );
      return rows.rows[0] as { n: number; cents: number };
    };
    let trials = 0;
    let beyond = 0;
    for (const [name, paid] of Object.entries(means)) {
      // Whole: one key, sent CONCURRENT times at once → one refund, one answer.
      const whole = await paid();
      const key = `refund-${randomUUID()}`;
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => refund(whole, key)));
      expect(new Set(answers.map((a) => JSON.stringify(a.data))).size, name).toBe(1);
      expect(await held(whole), name).toEqual({ n: 1, cents: 200 });
      // Parts: CONCURRENT keys of 0.50 at once on 2.00 → four refunds, the rest refused.
      const parts = await paid();
      const partial = await Promise.all(
        Array.from({ length: CONCURRENT }, () => refund(parts, `refund-${randomUUID()}`, '0.50')),
      );
      expect(
        partial.filter((a) => a.status === 0),
        name,
      ).toHaveLength(4);
      const after = await held(parts);
      if (after.cents > 200) beyond++;
      expect(after, name).toEqual({ n: 4, cents: 200 });
      trials += 2;
    }
    recordFigures('refunds', {
      label: `refunds sent ${CONCURRENT} at once (whole with one key, parts with ${CONCURRENT} keys; card, prepaid, wallet, QR) / refunded twice or beyond the payment`,
      value: `${trials} / ${beyond}`,
      goal: '0',
    });
  });
});
