import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { STAFF_ROLES } from '@vo/domain/back-office/staff-roles';
import { WEB_PORTAL_AGENT } from '@vo/domain/config';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, OPS_SECRET, staffToken, useTestApp } from '../../../test/test-app.ts';
import { serveMetricsOnPort } from './metrics-port.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const DECLINED_CARD = { ...CARD, numeroTarjeta: '4000 0000 0000 0002' };

/** The value of one sample of the scrape, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('what an operator sees: GET /metrics', () => {
  const t = useTestApp();
  const scrape = async (headers: Record<string, string> = { 'x-ops-secret': OPS_SECRET }) =>
    t.app.inject({ url: '/metrics', headers });

  it('is refused without the operator secret, with a wrong one, and to a visitor, every role and every staff member', async () => {
    const tokens: Record<string, string> = {
      customer: await loginAs(t.call, DEMO.customer.user, DEMO.customer.password),
      adviser: await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password),
      cashier: await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password),
    };
    for (const role of STAFF_ROLES) tokens[`staff ${role}`] = await staffToken(t, role);
    const attempts: Array<[string, Record<string, string>]> = [
      ['visitor', {}],
      ['wrong secret', { 'x-ops-secret': `${OPS_SECRET}x` }],
      ['wrong bearer', { authorization: 'Bearer not-the-secret' }],
      ...Object.entries(tokens).map(([role, token]): [string, Record<string, string>] => [
        role,
        { token, agente: String(WEB_PORTAL_AGENT) },
      ]),
    ];
    for (const [who, headers] of attempts) {
      const answer = await scrape(headers);
      expect(answer.statusCode, who).toBe(403);
      expect(answer.json(), who).toMatchObject({ status: 1, code: 'platform.forbidden' });
      expect(answer.body, who).not.toContain('vo_http_request_duration_seconds');
    }
  });

  it('counts a call under its route pattern, method and status, timed, with the secret or as a bearer token', async () => {
    await t.send(maintenanceEndpoints.check);
    await t.send(productEndpoints.detail, { idProducto: 999_999 }); // refused: no session
    await t.app.inject({ url: '/api/no/such/call/123' }); // no route: one label, not the URL
    await t.app.inject({ url: '/assets/page-4f2a9c.js' }); // the web app's: one label for all its files

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    const check = { route: `/api/${maintenanceEndpoints.check.path}`, method: 'GET', status_code: '200' };
    expect(sample(text, 'vo_http_request_duration_seconds_count', { ...check, envelope_status: '0' })).toBe(1);
    expect(sample(text, 'vo_http_request_duration_seconds_bucket', { ...check, le: '+Inf' })).toBe(1);
    expect(sample(text, 'vo_http_request_duration_seconds_sum', check)).toBeGreaterThan(0);
    // A refusal is HTTP 200 (ARCHITECTURE §3): its envelope status tells it apart.
    expect(
      sample(text, 'vo_http_request_duration_seconds_count', {
        route: `/api/${productEndpoints.detail.path}`,
        envelope_status: '7',
      }),
    ).toBe(1);
    expect(sample(text, 'vo_http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' })).toBe(
      1,
    );
    expect(sample(text, 'vo_http_request_duration_seconds_count', { route: '(web app)', envelope_status: '1' })).toBe(
      1,
    );
    expect(text).not.toContain('/api/no/such/call');
    expect(text).not.toContain('page-4f2a9c');

    // On every scrape: the outbox, the calls waiting for the database, the realtime connections, the process.
    expect(sample(text, 'vo_outbox_backlog')).toBe(0);
    expect(sample(text, 'vo_outbox_failed_deliveries')).toBe(0);
    expect(sample(text, 'vo_db_pool_waiting')).toBe(0);
    expect(sample(text, 'vo_realtime_connections')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);

    const asBearer = await scrape({ authorization: `Bearer ${OPS_SECRET}` });
    expect(asBearer.statusCode).toBe(200);
    expect(asBearer.body).toContain('vo_http_request_duration_seconds_count');
  });

  it('counts a card payment approved and one declined by their means, once each', async () => {
    const token = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const product = (await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.overdueHouse }, { token })).data;
    const oldest = product.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const pay = (card: object, key: string) =>
      t.send(
        paymentEndpoints.card,
        { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...card },
        { token, headers: { 'idempotency-key': key } },
      );
    expect(await pay(CARD, 'metrics-card-approved')).toMatchObject({ status: 0 });
    // Sent again under its key: replayed, not paid (nor counted) twice.
    expect(await pay(CARD, 'metrics-card-approved')).toMatchObject({ status: 0 });
    expect(await pay(DECLINED_CARD, 'metrics-card-declined')).toMatchObject({ status: 1, code: 'payments.declined' });

    // My products, read twice: read from the database, then from the read memory.
    await t.send(productEndpoints.list, {}, { token });
    await t.send(productEndpoints.list, {}, { token });

    const text = (await scrape()).body;
    expect(sample(text, 'vo_payments_total', { means: 'card', outcome: 'approved' })).toBe(1);
    expect(sample(text, 'vo_payments_total', { means: 'card', outcome: 'declined' })).toBe(1);
    expect(sample(text, 'vo_kept_reads_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'vo_kept_reads_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    // The payment changed the person's products: the database announced it, and the memory heard it.
    expect(sample(text, 'vo_kept_read_invalidations_total')).toBeGreaterThan(0);
  });

  it('names each request: the same id in the answer header, the refusal envelope and the log line', async () => {
    const refused = await t.app.inject({
      url: `/api/${productEndpoints.detail.path}?idProducto=1`,
      headers: { agente: String(WEB_PORTAL_AGENT), 'x-request-id': 'support-trace-0001' },
    });
    expect(refused.headers['x-request-id']).toBe('support-trace-0001');
    expect(refused.json()).toMatchObject({ status: 7, requestId: 'support-trace-0001' });
    const log = () => readFileSync(t.deps.logFile!, 'utf8');
    for (let waited = 0; !log().includes('"reqId":"support-trace-0001"') && waited < 3_000; waited += 50)
      await sleep(50);
    expect(log()).toContain('"reqId":"support-trace-0001"');

    // A header a client made up is not believed unless it is a short plain token: a new UUID instead.
    for (const invented of ['a b c d e f g h', 'x'.repeat(65), 'short', '"}\\n{"level":60']) {
      const answer = await t.app.inject({
        url: `/api/${productEndpoints.detail.path}?idProducto=1`,
        headers: { agente: String(WEB_PORTAL_AGENT), 'x-request-id': invented },
      });
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.json().requestId).toBe(id);
    }
    // A success answer names its request in the header only: its envelope is the endpoint's contract.
    const ok = await t.app.inject({ url: `/api/${maintenanceEndpoints.check.path}`, headers: { agente: '109' } });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.json()).not.toHaveProperty('requestId');
  });

  it('serves the same figures without the secret on METRICS_PORT, and nothing else there', async () => {
    const server = await serveMetricsOnPort(t.deps, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(await answer.text()).toContain('vo_http_request_duration_seconds_count');
      expect((await fetch(`http://127.0.0.1:${port}/api/user/verificar/mantenimiento`)).status).toBe(404);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
