import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { audit } from '../records/audit.repo.ts';
import { runOnce } from './idempotency.ts';

/**
 * The exactly-once machinery every payment and booking route will use, proven on a stand-in
 * "money" route whose effect is one audit row per execution.
 */
function moneyRoute(app: FastifyInstance) {
  app.post(
    '/api/test/charge',
    { config: { access: 'customer-own', effect: 'money', idempotent: true } },
    async (request, reply) =>
      runOnce(request, reply, async (tx) => {
        const body = request.body as { amount: number };
        await audit(
          tx,
          { userId: request.session!.userId, action: 'test.charge', detail: body },
          request.server.deps.clock.now(),
        );
        return reply.ok({ charged: body.amount, receipt: randomUUID() });
      }),
  );
}

describe('exactly once, with Idempotency-Key', () => {
  const t = useTestApp({}, { extraRoutes: moneyRoute });
  const charges = async (userId?: number) => {
    const where = userId
      ? and(eq(auditLog.action, 'test.charge'), eq(auditLog.userId, userId))
      : eq(auditLog.action, 'test.charge');
    const [row] = await t.db.select({ n: count() }).from(auditLog).where(where);
    return row!.n;
  };
  const charge = (token: string, key: string | undefined, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/charge',
      headers: { agente: '109', token, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount },
    });

  it('refuses a money call without a key, and charges nothing', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const answer = (await charge(token, undefined, 100)).json();
    expect(answer).toMatchObject({ status: 1, code: 'platform.idempotencyKeyRequired' });
    expect(await charges()).toBe(0);
  });

  it('replays the first answer for the same key, and refuses the key with other parameters', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const key = `pay-${randomUUID()}`;
    const first = await charge(token, key, 250);
    const again = await charge(token, key, 250);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await charge(token, key, 999)).json()).toMatchObject({ status: 1, code: 'platform.idempotencyConflict' });
    expect(await charges()).toBe(1);
  });

  it('turns 20 concurrent identical requests into one effect, and every caller gets the same answer', async () => {
    const token = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const before = await charges();
    const key = `pay-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge(token, key, 75)));
    const receipts = new Set(answers.map((a) => a.json().data?.receipt));
    expect(answers.every((a) => a.statusCode === 200 && a.json().status === 0)).toBe(true);
    expect(receipts.size).toBe(1);
    expect((await charges()) - before).toBe(1);
  });

  it('keeps each person’s keys apart: the same key from someone else is their own first request', async () => {
    const mine = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const theirs = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const key = `shared-${randomUUID()}`;
    const a = (await charge(mine, key, 10)).json();
    const b = (await charge(theirs, key, 10)).json();
    expect(a.data.receipt).not.toBe(b.data.receipt);
  });

  it('will not start an app with a money route that is not idempotent', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp(t.deps);
    expect(() =>
      app.post('/api/test/unsafe', { config: { access: 'customer-own', effect: 'money' } }, async () => ({})),
    ).toThrow(/not idempotent/);
    await app.close();
  });
});
