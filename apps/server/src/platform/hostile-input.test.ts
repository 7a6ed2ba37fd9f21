import { isMessageKey } from '@vo/domain/i18n/catalogue';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../test/test-app.ts';

/**
 * Every field of every call, filled with what an attacker or a broken client sends: the answer is
 * status 1 with a catalogue message (or 7 where a session is missing), never a 5xx or a stack
 * trace, and nothing is written. Each route's base body is shaped right but refused by the business
 * rule, so a hostile value that happens to pass validation still changes nothing.
 */
const BASE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/user/login/nuevo': { user: '7777777', password: 'Wrong#0000', dispositivo: 'web', tokenFCM: '' },
  'GET /api/user/password/enlace': { usuario: 'not-a-link' },
  'POST /api/user/password/enlace': { usuario: 'not-a-link', password: 'Valid#2026', confirmacion: 'Valid#2026' },
  'POST /api/user/password/cambiar': { actual: 'Wrong#0000', password: 'Valid#2026', confirmacion: 'Valid#2026' },
  'POST /api/user/recuperar/verificar': { ci: '7777777' },
  'POST /api/user/recuperar/enviar': { ci: '7777777', metodo: 'sms' },
  'POST /api/user/recuperar/validar': { ci: '7777777', codigo: '123456' },
  'POST /api/user/preferencia/actualizar/lenguaje': { lenguaje: 'xx' },
  'PUT /api/user/preferencia/actualizar/lenguaje': { lenguaje: 'xx' },
  'POST /api/token/user/register': { ciUser: '1000002', tokenDispositivo: 'device', imei: '' },
  'POST /api/ops/maintenance/on': { hasta: '01/01/2000 00:00:00' },
  'GET /api/ops/outbox': { destinatario: 'nobody@example.com' },
};

const NAUGHTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e300,
  [],
  {},
  ['1000001'],
  { $ne: null },
  '',
  ' ',
  'x'.repeat(10_000),
  "1000001' OR '1'='1",
  '1000001; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '../../../../etc/passwd',
  '\u0000',
  '\u202Eevil',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧',
  'Ω≈ç√∫˜µ≤≥÷',
  '1000001\n1000002',
  '%00',
  '{{7*7}}',
];

const WRITE_TABLES = [
  'users',
  'sessions',
  'preferences',
  'push_tokens',
  'password_links',
  'recovery_codes',
  'outbox_messages',
  'maintenance_windows',
];

describe('hostile input on every call', () => {
  const t = useTestApp();
  let token: string;
  let routes: { method: string; url: string; access: string; fields: string[]; inQuery: boolean }[] = [];

  /** What a successful attack would change: row counts and the content of the users table. */
  const snapshot = async () => {
    const counts = await Promise.all(
      WRITE_TABLES.map(async (table) => {
        const result: any = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
        return `${table}=${(result.rows[0] as { n: number }).n}`;
      }),
    );
    const usersDigest: any = await t.db.execute(
      sql.raw(
        `select md5(string_agg(document_number || password_hash || must_change_password::text, ',' order by id)) as d from users`,
      ),
    );
    return [...counts, (usersDigest.rows[0] as { d: string }).d].join(' ');
  };

  beforeAll(async () => {
    token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [url, methods] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        const bodyProps = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const queryProps = (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name);
        const fields = [...Object.keys(bodyProps), ...queryProps];
        routes.push({
          method: method.toUpperCase(),
          url,
          access: operation['x-access'],
          fields,
          inQuery: queryProps.length > 0,
        });
      }
    }
    routes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  });

  const send = (route: (typeof routes)[number], body: unknown, extraHeaders: Record<string, string> = {}) => {
    const headers: Record<string, string> = { agente: '109', 'accept-language': 'es', ...extraHeaders };
    if (route.access === 'session') headers.token = token;
    if (route.access === 'ops') headers['x-ops-secret'] = OPS_SECRET;
    if (route.inQuery) {
      const query = new URLSearchParams(
        Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      );
      return t.app.inject({ method: route.method as 'GET', url: `${route.url}?${query}`, headers });
    }
    return t.app.inject({ method: route.method as 'POST', url: route.url, headers, payload: body as string });
  };

  const expectRefusedCleanly = (response: { statusCode: number; body: string }, allowed: number[] = [1], what = '') => {
    expect(response.statusCode, what).toBe(200);
    const envelope = JSON.parse(response.body);
    expect(allowed, `${what} answered ${response.body.slice(0, 200)}`).toContain(envelope.status);
    if (envelope.status !== 0) expect(isMessageKey(envelope.code), what).toBe(true);
    expect(response.body).not.toMatch(/ at |node_modules|\.ts:\d|stack/);
  };

  it('knows the calls it is testing: every route with fields has a refused base body', () => {
    const withFields = routes.filter((r) => r.fields.length > 0).map((r) => `${r.method} ${r.url}`);
    expect(withFields.length).toBeGreaterThanOrEqual(10);
    for (const key of withFields) expect(BASE_BODIES, key).toHaveProperty([key]);
  });

  it('refuses every naughty value in every field, in Spanish, and writes nothing', async () => {
    const before = await snapshot();
    let checked = 0;
    for (const route of routes) {
      const base = BASE_BODIES[`${route.method} ${route.url}`];
      if (!base) continue;
      for (const field of route.fields) {
        for (const value of [...NAUGHTY_VALUES, undefined]) {
          const body = { ...base, [field]: value };
          if (value === undefined) delete body[field];
          const response = await send(route, body);
          // A naughty value can be harmless text for a free field (dispositivo): still refused by the base.
          // A read (the outbox search) may answer 0 with nothing found.
          const what = `${route.method} ${route.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expectRefusedCleanly(response, route.method === 'GET' ? [0, 1] : [1], what);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(await snapshot()).toBe(before);
  });

  it('refuses malformed bodies on every call: bad JSON, not an object, deep nesting, too large, wrong type', async () => {
    const before = await snapshot();
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const bodies: [string, Record<string, string>][] = [
      ['{"user": ', { 'content-type': 'application/json' }],
      ['[1,2,3]', { 'content-type': 'application/json' }],
      ['"text"', { 'content-type': 'application/json' }],
      ['null', { 'content-type': 'application/json' }],
      [deep, { 'content-type': 'application/json' }],
      [JSON.stringify({ user: 'x'.repeat(200_000) }), { 'content-type': 'application/json' }],
      ['user=1000001', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['{"user":"1000001"}', { 'content-type': 'text/plain' }],
    ];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const [payload, headers] of bodies) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload,
          headers: { agente: '109', ...headers },
        });
        // Without a token a session route may answer 7 first; with a body it cannot read, 1.
        expectRefusedCleanly(response, [1, 7]);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers bad headers with the envelope: unknown agent, absurd language, oversized token', async () => {
    const login = routes.find((r) => r.url === '/api/user/login/nuevo')!;
    const cases: Record<string, string>[] = [
      { agente: 'abc' },
      { agente: '109109109109' },
      { agente: '109', 'accept-language': 'x'.repeat(5_000) },
      { agente: '109', token: 'y'.repeat(10_000) },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: login.url,
        payload: BASE_BODIES[`POST ${login.url}`],
        headers,
      });
      expectRefusedCleanly(response);
    }
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/user/inicio',
      headers: { agente: '109', token: 'y'.repeat(10_000) },
    });
    expectRefusedCleanly(home, [7]);
  });
});
