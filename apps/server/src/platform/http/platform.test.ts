import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { ACCESS_RULES } from './types.ts';

describe('the API platform', () => {
  const t = useTestApp();

  it('answers an unknown API path with HTTP 404 and the envelope, in the caller language', async () => {
    const answer = await t.call('GET', '/no/such/call', undefined, { lang: 'es' });
    expect(answer).toMatchObject({ httpStatus: 404, status: 1, message: 'Error Pagina no encontrada' });
  });

  it('sends the page security headers on every document, and the API set on every answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Scripts only from our own files: no inline script, no eval (styles may be inline: MUI injects them).
    const scriptSrc = page.headers['content-security-policy']!.toString()
      .split(';')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    // The page talks (HTTP and its realtime WebSocket) to its own origin only: CSP 3's 'self' covers ws: and
    // wss: of the same host, and a bare `ws:`/`wss:` would let injected code reach any host (docs/decisions/0041).
    const connectSrc = page.headers['content-security-policy']!.toString()
      .split(';')
      .find((d) => d.startsWith('connect-src'));
    expect(connectSrc).toBe("connect-src 'self'");

    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/user/verificar/mantenimiento',
      headers: { agente: '109' },
    });
    // An answer loads nothing and is framed by nothing but the portal (a PDF in the web view).
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('sets no cookie: the session travels in the token header, so there is nothing for CSRF to ride on', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/nuevo',
      headers: { agente: '109' },
      payload: { user: '1000001', password: 'Cliente#2026' },
    });
    expect(login.json().status).toBe(0);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('picks the message language from Accept-Language, falling back to English', async () => {
    const cases: [string, string][] = [
      ['pt-BR,pt;q=0.9', 'O número do documento é obrigatório.'],
      ['fr-FR,es;q=0.5', 'El número de documento es obligatorio.'],
      ['de', 'The document number is required.'],
    ];
    for (const [lang, message] of cases) {
      const answer = await t.send(authEndpoints.login, { user: '', password: 'x' }, { lang });
      expect(answer.message).toBe(message);
    }
  });

  it('documents every call in OpenAPI with its access rule', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operations = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, access: op['x-access'] })),
    );
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'post /api/user/login/nuevo',
        'get /api/user/verificar/mantenimiento',
        'post /api/user/unlogin',
      ]),
    );
    for (const operation of operations) expect(ACCESS_RULES, operation.path).toContain(operation.access);
    const login = doc.paths['/api/user/login/nuevo'].post.requestBody.content['application/json'].schema;
    // The password is required of a password login (type 1) by the schema's refinement, not of a device-key
    // login (types 2 and 3, docs/decisions/0027): the document shows it optional, beside the key's fields.
    expect(login.required).toContain('user');
    expect(Object.keys(login.properties)).toEqual(
      expect.arrayContaining(['user', 'password', 'tipoAutenticacion', 'desafio', 'firma']),
    );
  });

  it('lets no browser or proxy keep an API answer, a PDF or a refusal', async () => {
    const token = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const urls = ['/api/user/inicio', '/api/incentivos/informacion/pdf', '/api/pagos/qr/estado?idPago=1'];
    for (const url of urls) {
      const response = await t.app.inject({ url, headers: { agente: '109', token } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const visitor = await t.app.inject({ url: '/api/user/inicio', headers: { agente: '109' } });
    expect(visitor.headers['cache-control']).toBe('no-store');
  });

  it('shows the operators’ calls in the document only to the operator secret', async () => {
    const paths = async (headers: Record<string, string>) =>
      Object.keys((await t.app.inject({ url: '/api/docs/json', headers })).json().paths);
    const visitor = await paths({});
    expect(visitor).toContain('/api/user/login/nuevo');
    expect(visitor.filter((path) => path.includes('/ops/'))).toEqual([]);
    expect(await paths({ 'x-ops-secret': 'guess' })).toEqual(visitor);
    const operator = await paths({ 'x-ops-secret': OPS_SECRET });
    expect(operator).toContain('/api/ops/maintenance/on');
  });
});
