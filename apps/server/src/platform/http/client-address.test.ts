import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';
import { auditLog } from '../../db/schema/index.ts';
import { parseTrustProxy } from '../env.ts';

const LOGIN = { user: DEMO.customer.user, password: DEMO.customer.password, dispositivo: 'web' };

describe('a client that invents its address (X-Forwarded-For)', () => {
  const t = useTestApp({ rateLimits: { apiPerMinute: 100_000, loginPerMinute: 5 } });

  it('is limited and audited by the address it really calls from', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login/nuevo',
        headers: { agente: '109', 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
        remoteAddress: '198.51.100.7',
        payload: LOGIN,
      });
      answers.push(response.json().code ?? 'ok');
    }
    const passed = answers.slice(5).filter((code) => code !== 'platform.rateLimited').length;
    expect(answers.slice(0, 5).every((code) => code !== 'platform.rateLimited')).toBe(true);
    expect(passed).toBe(0);
    const [last] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login')).orderBy(desc(auditLog.id));
    expect(last?.ip).toBe('198.51.100.7');
    recordFigures('spoofing', {
      label: 'logins with a forged X-Forwarded-For beyond the per-address limit / let through',
      value: `${answers.length - 5} / ${passed}`,
      goal: '0 let through',
    });
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  const t = useTestApp({ trustProxy: ['10.0.0.1'] });
  const loginFrom = (remoteAddress: string, forwarded: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login/nuevo',
      headers: { agente: '109', 'x-forwarded-for': forwarded },
      remoteAddress,
      payload: LOGIN,
    });
  const lastLoginIp = async () =>
    (await t.db.select().from(auditLog).where(eq(auditLog.action, 'login')).orderBy(desc(auditLog.id)).limit(1))[0]?.ip;

  it('believes the proxy about the client, and nobody else', async () => {
    await loginFrom('10.0.0.1', '203.0.113.9');
    expect(await lastLoginIp()).toBe('203.0.113.9');
    await loginFrom('198.51.100.2', '203.0.113.9');
    expect(await lastLoginIp()).toBe('198.51.100.2');
  });

  it('refuses to start believing everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});
