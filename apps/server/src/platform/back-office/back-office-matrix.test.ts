import { STAFF_ROLES, type StaffPermission, type StaffRole, staffMay } from '@vo/domain/back-office/staff-roles';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_FIXTURES } from '../../../test/route-fixtures/index.ts';
import { type InventoryRoute, routeInventory } from '../../../test/route-inventory.ts';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';

/**
 * The back office's access matrix (docs/decisions/0038): every `staff` route × every caller — a
 * visitor, the portal's roles and the four staff roles. A portal token is no staff token (status 7); a staff
 * role without the route's permission is refused (platform.forbidden) and changes nothing; only a role with
 * it is let through.
 */
type PortalRole = 'visitor' | 'customer' | 'adviser' | 'cashier';
const PORTAL: Record<Exclude<PortalRole, 'visitor'>, { user: string; password: string }> = {
  customer: DEMO.customer,
  adviser: DEMO.adviser,
  cashier: DEMO.cashier,
};

describe('back-office access matrix: every admin route × every role, staff roles included', () => {
  const t = useTestApp();
  const tokens = {} as Record<PortalRole | StaffRole, string | undefined>;
  let routes: InventoryRoute[] = [];

  /** What a refused call must leave as it was: the people, their sessions, the settings, the trail. */
  const state = async () => {
    const r: any = await t.db.execute(sql`select md5(concat_ws('|',
      (select string_agg(concat_ws(',', id, can_enter, full_name), ';' order by id) from users),
      (select count(*) from sessions where ended_at is null),
      (select string_agg(concat_ws(',', name, value::text), ';' order by name) from settings),
      (select count(*) from notifications),
      (select count(*) from maintenance_windows),
      (select string_agg(concat_ws(',', id, state), ';' order by id) from procedures),
      (select string_agg(concat_ws(',', id, state), ';' order by id) from payments),
      (select count(*) from audit_log where staff_id is not null and action not like 'staff.login%')
    )) as d`);
    return r.rows[0].d as string;
  };

  beforeAll(async () => {
    tokens.visitor = undefined;
    for (const role of ['customer', 'adviser', 'cashier'] as const) {
      tokens[role] = await loginAs(t.call, PORTAL[role].user, PORTAL[role].password);
    }
    for (const role of STAFF_ROLES) tokens[role] = await staffToken(t, role);
    routes = (await routeInventory(t.app)).filter((route) => route.access === 'staff');
  });

  it('refuses every portal role and every staff role the route’s permission leaves out, and changes nothing', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const rows: { route: string; permission: string; outcomes: string[] }[] = [];
    let cells = 0;
    let leaks = 0;
    for (const route of routes) {
      const fixture = ROUTE_FIXTURES[route.key];
      expect(fixture, `add ${route.key} to test/route-fixtures/`).toBeDefined();
      const outcomes: string[] = [];
      for (const role of ['visitor', 'customer', 'adviser', 'cashier', ...STAFF_ROLES] as const) {
        const allowed =
          STAFF_ROLES.includes(role as StaffRole) &&
          (!route.permission || staffMay(role as StaffRole, route.permission as StaffPermission));
        // A route that signs the caller out is asked last of all by the roles it lets through.
        if (allowed && route.key === 'POST /api/admin/sesion/salir') {
          outcomes.push('(signs out)');
          continue;
        }
        const before = allowed ? '' : await state();
        const payload = fixture!.attack({
          ci: '1000002',
          userId: 0,
          email: '',
          phone: '',
          notificationId: 0,
          productId: 0,
        });
        const headers: Record<string, string> = { agente: '109', 'accept-language': 'en' };
        if (tokens[role]) headers.token = tokens[role]!;
        const query = route.queryFields.length ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${route.url}${query}`,
          headers,
          ...(route.method === 'GET' ? {} : { payload }),
        });
        expect(response.statusCode, `${route.key} as ${role}`).toBeLessThan(500);
        // An export answers CSV, not the envelope (a refusal is still the envelope: the guard answers it).
        const csv = String(response.headers['content-type'] ?? '').startsWith('text/csv');
        const envelope = csv ? { status: 0, code: undefined, data: null } : response.json();
        cells++;
        if (allowed) {
          expect(envelope.code, `${route.key} as ${role}`).not.toBe('platform.forbidden');
          expect(envelope.status, `${route.key} as ${role}`).not.toBe(7);
        } else {
          const refused = envelope.status === 7 || envelope.code === 'platform.forbidden';
          const changed = (await state()) !== before;
          if (!refused || changed) leaks++;
          expect(refused, `${route.key} as ${role} was let through: ${response.body.slice(0, 200)}`).toBe(true);
          expect(changed, `${route.key} as ${role} changed something`).toBe(false);
          expect(envelope.data ?? null, `${route.key} as ${role} answered data`).toBeNull();
        }
        outcomes.push(envelope.status === 0 ? '0 ok' : envelope.status === 7 ? '7 no session' : `1 ${envelope.code}`);
      }
      rows.push({ route: route.key, permission: route.permission ?? '(any staff)', outcomes });
    }
    recordFigures('back-office-matrix', { routes: rows.length, cells, leaks, rows });
    expect(leaks).toBe(0);
  }, 180_000);
});
