import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { routeKeys } from '@vo/domain/endpoint';
import { isMessageKey } from '@vo/domain/i18n/catalogue';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileValuesFor } from '../../../test/hostile-values.ts';
import { ROUTE_FIXTURES } from '../../../test/route-fixtures/index.ts';
import { type InventoryRoute, routeInventory } from '../../../test/route-inventory.ts';
import { DEMO, loginAs, OPS_SECRET, staffToken, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';

/**
 * Every field of every route (read from the OpenAPI document), filled with what an attacker or a
 * broken client sends: hand-picked values, the Big List of Naughty Strings and values generated from
 * the field's schema with fast-check (fixed seed). The answer is always the envelope with status 1
 * and a catalogue message (or 7 where a session is missing), never a 5xx or a stack trace, and the
 * database is unchanged: each route's base request is shaped right but refused by the business rule.
 */
const WRITE_TABLES = [
  'users',
  'sessions',
  'preferences',
  'push_tokens',
  'password_links',
  'recovery_codes',
  'outbox_messages',
  'maintenance_windows',
  'notifications',
  'invoice_data',
];

describe('hostile input on every route', () => {
  const t = useTestApp();
  let token: string;
  /** The back office's routes are a staff member's: the administrator's session, whom no permission stops. */
  let staff: string;
  let routes: InventoryRoute[] = [];
  const perRoute: Record<string, number> = {};
  let serverErrors = 0;

  /** What a successful attack would change: row counts and the content of the users table. */
  const snapshot = async () => {
    const counts = await Promise.all(
      WRITE_TABLES.map(async (table) => {
        const result: any = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
        return `${table}=${result.rows[0].n}`;
      }),
    );
    const users: any = await t.db.execute(
      sql.raw(
        `select md5(string_agg(concat_ws('|', document_number, password_hash, must_change_password, email, phone, country_id, city_id), ',' order by id)) as d from users`,
      ),
    );
    return [...counts, users.rows[0].d].join(' ');
  };

  beforeAll(async () => {
    token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    staff = await staffToken(t, 'admin');
    routes = await routeInventory(t.app);
  });

  const send = (route: InventoryRoute, body: Record<string, unknown>) => {
    const headers: Record<string, string> = { agente: '109', 'accept-language': 'es' };
    if (route.access === 'ops') headers['x-ops-secret'] = OPS_SECRET;
    else if (route.access === 'staff') headers.token = staff;
    else if (route.access !== 'public') headers.token = token;
    perRoute[route.key] = (perRoute[route.key] ?? 0) + 1;
    if (route.queryFields.length > 0) {
      const query = new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      return t.app.inject({ method: route.method as 'GET', url: `${route.url}?${query}`, headers });
    }
    return t.app.inject({ method: route.method as 'POST', url: route.url, headers, payload: body });
  };

  const expectRefusedCleanly = (
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    allowed: number[],
    what: string,
  ) => {
    if (response.statusCode >= 500) serverErrors++;
    expect(response.statusCode, what).toBe(200);
    expect(response.body, what).not.toMatch(/ at |node_modules|\.ts:\d|stack/);
    // A back-office export answers a CSV file, not the envelope: a read, which the snapshot proves wrote nothing.
    if (String(response.headers['content-type'] ?? '').startsWith('text/csv')) return;
    const envelope = JSON.parse(response.body);
    expect(allowed, `${what} answered ${response.body.slice(0, 200)}`).toContain(envelope.status);
    if (envelope.status !== 0) expect(isMessageKey(envelope.code), what).toBe(true);
  };

  it('refuses every hostile value in every field, in Spanish, and writes nothing', async () => {
    const before = await snapshot();
    for (const route of routes) {
      const base = ROUTE_FIXTURES[route.key]?.refused;
      expect(base, `add ${route.key} to test/route-fixtures.ts`).toBeDefined();
      const ownId = ROUTE_FIXTURES[route.key]?.ownIdByDesign !== undefined;
      const sameForAnyone = ROUTE_FIXTURES[route.key]?.sameAnswerForAnyone !== undefined;
      for (const field of [...route.bodyFields, ...route.queryFields]) {
        for (const value of hostileValuesFor(field, route.fieldSchemas[field] ?? {})) {
          const body: Record<string, unknown> = { ...base, [field]: value };
          if (value === undefined) delete body[field];
          const what = `${route.key} ${field}=${JSON.stringify(value)?.slice(0, 60)}`;
          // A read (the outbox search) may answer 0 with nothing found, and so may an operator call whose
          // fields are all optional (a notice to everyone): the snapshot still proves nothing was written.
          const mayAnswer = route.method === 'GET' || route.access === 'ops' || ownId || sameForAnyone ? [0, 1] : [1];
          expectRefusedCleanly(await send(route, body), mayAnswer, what);
        }
      }
    }
    expect(await snapshot()).toBe(before);
    const counts = Object.values(perRoute).sort((a, b) => a - b);
    recordFigures('hostile-input', {
      requests: counts.reduce((a, b) => a + b, 0),
      medianPerRoute: counts[Math.floor(counts.length / 2)] ?? 0,
      perRoute,
      serverErrors,
    });
    // Thousands of requests, growing with every route: its own time limit rather than the suite's 30 s.
  }, 180_000);

  it('refuses malformed bodies on every route: bad JSON, not an object, deep nesting, too large, wrong type', async () => {
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
        // Without a token a guarded route may answer 7 first; with a body it cannot read, 1.
        expectRefusedCleanly(response, [1, 7], `${route.key} ${payload.slice(0, 30)}`);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers bad headers with the envelope: unknown agent, absurd language, oversized token', async () => {
    const [key] = routeKeys(authEndpoints.login);
    const base = ROUTE_FIXTURES[key!]!.refused;
    const cases: Record<string, string>[] = [
      { agente: 'abc' },
      { agente: '109109109109' },
      { agente: '109', 'accept-language': 'x'.repeat(5_000) },
      { agente: '109', token: 'y'.repeat(10_000) },
    ];
    for (const headers of cases) {
      const url = `/api/${authEndpoints.login.path}`;
      const response = await t.app.inject({ method: 'POST', url, payload: base, headers });
      expectRefusedCleanly(response, [1], JSON.stringify(headers).slice(0, 60));
    }
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/user/inicio',
      headers: { agente: '109', token: 'y'.repeat(10_000) },
    });
    expectRefusedCleanly(home, [7], 'oversized token');
  });
});
