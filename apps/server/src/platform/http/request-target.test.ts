import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../../test/raw-http.ts';
import { DEMO, useTestApp } from '../../../test/test-app.ts';

const LOGIN_PER_MINUTE = 4;
const API_PER_MINUTE = 12;

/**
 * `POST http://host/api/user/login/nuevo HTTP/1.1` (RFC 9112's absolute form, meant for proxies) is routed
 * like `POST /api/user/login/nuevo`; the limits and the API's headers must follow the route it reached, not
 * the spelling of the request line (docs/decisions/0041).
 */
describe('an attacker who writes the request target in absolute form', () => {
  const t = useTestApp({ rateLimits: { apiPerMinute: API_PER_MINUTE, loginPerMinute: LOGIN_PER_MINUTE } });
  let address: { host: string; port: number };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    address = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
  });
  afterAll(() => t.app.server.close());

  const send = (method: string, target: string, body?: object, headers: Record<string, string> = {}) =>
    rawRequest(address, {
      method,
      target,
      headers: { agente: '109', 'accept-language': 'en', ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('meets the login limit of its address, like anyone who writes the path', async () => {
    const login = { user: DEMO.cashier.user, password: 'Wrong#2026', dispositivo: 'web' };
    const codes: string[] = [];
    for (let i = 0; i < LOGIN_PER_MINUTE + 3; i++) {
      const target =
        i % 2 === 0 ? `http://${address.host}:${address.port}/api/user/login/nuevo` : '/api/user/login/nuevo';
      const answer = await send('POST', target, { ...login, user: `55${i}0000` });
      expect(answer.statusCode, JSON.stringify(answer)).toBe(200);
      codes.push(JSON.parse(answer.body).code);
    }
    expect(codes.slice(0, LOGIN_PER_MINUTE)).not.toContain('platform.rateLimited');
    expect(codes.slice(LOGIN_PER_MINUTE)).toEqual(Array(3).fill('platform.rateLimited'));
  });

  it('meets the limit on recovery codes sent from its address (10 a minute)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await send('POST', `http://${address.host}:${address.port}/api/user/recuperar/enviar`, {
        ci: `77${i}1000`,
        metodo: 'sms',
      });
      codes.push(JSON.parse(answer.body).code);
    }
    expect(codes.slice(0, 10)).not.toContain('platform.rateLimited');
    expect(codes.slice(10)).toEqual(['platform.rateLimited', 'platform.rateLimited']);
  });

  it('gets the API answer headers: never kept by a browser or proxy, and loading nothing', async () => {
    const answer = await send('GET', `http://portal.example/api/user/verificar/mantenimiento`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('meets the API limit of its address on every other call', async () => {
    const codes: (string | undefined)[] = [];
    // The previous tests of this address used part of its minute already: send enough to cross it.
    for (let i = 0; i < API_PER_MINUTE + 2; i++) {
      const answer = await send('GET', `http://portal.example/api/user/verificar/mantenimiento`);
      codes.push(JSON.parse(answer.body).code);
    }
    expect(codes.at(-1)).toBe('platform.rateLimited');
  });

  it('answers an unknown API path 404 with the envelope, and logs a web-view hand-off without its token', async () => {
    const unknown = await send('GET', `http://portal.example/api/no/such/call`);
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ status: 1, code: 'platform.notFound' });

    // Shaped like a session token (the address's login minute is used up by now, so none is asked for).
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.c2lnbmF0dXJlLW9mLWEtdG9rZW4';
    await send('GET', `http://portal.example/mobile/1/aa-bb/${token}`);
    const log = () => readFileSync(t.deps.logFile!, 'utf8');
    for (let waited = 0; !log().includes('/mobile/1/aa-bb/') && waited < 3_000; waited += 50) await sleep(50);
    expect(log()).toContain('/mobile/1/aa-bb/[token]');
    expect(log()).not.toContain(token);
  });
});
