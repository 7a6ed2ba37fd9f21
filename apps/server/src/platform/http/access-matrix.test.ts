import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_FIXTURES, type Victim } from '../../../test/route-fixtures/index.ts';
import { type InventoryRoute, routeInventory } from '../../../test/route-inventory.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';

/**
 * ASVS 8.2.2–8.2.3: every route, every role, aimed at someone else's objects. Nothing of the
 * victims may come back in an answer, and nothing of theirs may change.
 */
type Role = 'visitor' | 'customer' | 'other customer' | 'adviser' | 'other adviser' | 'cashier';
const ROLES: Role[] = ['visitor', 'customer', 'other customer', 'adviser', 'other adviser', 'cashier'];
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { user: string; password: string }> = {
  customer: DEMO.customer,
  'other customer': DEMO.overdueCustomer,
  adviser: DEMO.adviser,
  'other adviser': DEMO.adviser2,
  cashier: DEMO.cashier,
};
/** Whose objects each caller aims at: always somebody else's. */
const TARGET: Record<Role, 'customer' | 'adviser'> = {
  visitor: 'customer',
  customer: 'adviser',
  'other customer': 'customer',
  adviser: 'customer',
  'other adviser': 'adviser',
  cashier: 'customer',
};

describe('access-control matrix: every route × every role', () => {
  const t = useTestApp();
  const tokens = {} as Record<Role, string | undefined>;
  const victims = {} as Record<'customer' | 'adviser', Victim & { fullName: string }>;
  let routes: InventoryRoute[] = [];

  const userRow = async (ci: string) => {
    const result: any = await t.db.execute(
      sql`select id, full_name, email, phone from users where document_number = ${ci}`,
    );
    const row = result.rows[0];
    const notice: any = await t.db.execute(
      sql`select min(id) as id from notifications where user_id = ${row.id} and read_at is null`,
    );
    const product: any = await t.db.execute(
      sql`select coalesce(min(id), 0) as id from products where user_id = ${row.id}`,
    );
    return {
      productId: Number(product.rows[0].id),
      ci,
      userId: Number(row.id),
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      notificationId: Number(notice.rows[0].id),
    };
  };

  /**
   * Everything the victim owns, as one string. Failed-login counters are left out on purpose:
   * anyone may type a wrong password for any document; the lock they cause is short (see docs/security.md).
   */
  const victimState = async (victim: Victim, byDesign: string[] = []) => {
    const tables = [
      'sessions',
      'preferences',
      'push_tokens',
      'password_links',
      'recovery_codes',
      'notifications',
      'notification_counters',
      'invoice_data',
      'products',
      'payments',
      'customer_cards',
      'wallets',
      'payment_requests',
      'plan_changes',
      'network_nodes',
      'room_members',
      'room_agenda',
      'cabin_reservations',
      'tickets',
      'procedures',
      'accreditation_cards',
      'travel_benefits',
      'subscriptions',
      'ethics_acceptances',
      'device_keys',
      'device_key_challenges',
    ].filter((table) => !byDesign.includes(table));
    const parts = await Promise.all(
      tables.map(async (table) => {
        const r: any = await t.db.execute(
          sql.raw(
            `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t where user_id = ${victim.userId}`,
          ),
        );
        return r.rows[0].d;
      }),
    );
    const user: any = await t.db.execute(
      sql`select md5(concat_ws('|', document_number, full_name, email, phone, password_hash, must_change_password, can_enter, country_id, city_id, profile_confirmed_at)) as d from users where id = ${victim.userId}`,
    );
    // A schedule belongs to its product's owner: a payment aimed at the victim must not touch it.
    const schedule: any = await t.db.execute(
      sql`select md5(coalesce(string_agg(i::text, '|' order by i.id), '')) as d from instalments i join products p on p.id = i.product_id where p.user_id = ${victim.userId}`,
    );
    const outbox: any = await t.db.execute(
      sql`select count(*)::int as n from outbox_messages where recipient in (${victim.email}, ${victim.phone})`,
    );
    const messages = byDesign.includes('outbox_messages') ? '' : outbox.rows[0].n;
    // What the victim made in rooms and events (their rooms, prospects, guests), their pre-reservations and
    // the history of their procedures (procedure_events has no user_id of its own).
    const made: any = await t.db.execute(sql`select md5(concat_ws('|',
        (select string_agg(r::text, ',' order by r.id) from rooms r where r.creator_user_id = ${victim.userId}),
        (select string_agg(i::text, ',' order by i.id) from invitations i where i.inviter_user_id = ${victim.userId}),
        (select string_agg(g::text, ',' order by g.id) from event_guests g where g.registered_by_user_id = ${victim.userId}),
        (select string_agg(p::text, ',' order by p.id) from prereservations p where p.adviser_user_id = ${victim.userId}),
        (select string_agg(e::text, ',' order by e.id) from procedure_events e join procedures p on p.id = e.procedure_id where p.user_id = ${victim.userId})
      )) as d`);
    return [...parts, schedule.rows[0].d, user.rows[0].d, messages, made.rows[0].d].join(',');
  };

  beforeAll(async () => {
    for (const role of ROLES) {
      tokens[role] =
        role === 'visitor' ? undefined : await loginAs(t.call, ACCOUNTS[role].user, ACCOUNTS[role].password);
    }
    victims.customer = await userRow(DEMO.customer.user);
    victims.adviser = await userRow(DEMO.adviser.user);
    routes = await routeInventory(t.app);
  });

  it('has a fixture for every route it finds, and an owner rule on each', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(ROUTE_FIXTURES, `add ${route.key} to test/route-fixtures/ (the file of its feature)`).toHaveProperty([
        route.key,
      ]);
      expect(route.access, route.key).toBeTruthy();
    }
  });

  it('never shows or changes another person’s data, for any route and any role', async () => {
    const rows: { route: string; access: string; outcomes: string[] }[] = [];
    let cells = 0;
    let leaks = 0;
    for (const route of routes) {
      const fixture = ROUTE_FIXTURES[route.key]!;
      const outcomes: string[] = [];
      for (const role of ROLES) {
        const victim = victims[TARGET[role]];
        const byDesign = fixture.victimEffectsByDesign?.tables ?? [];
        const before = await victimState(victim, byDesign);
        const payload = fixture.attack(victim);
        const headers: Record<string, string> = { agente: '109', 'accept-language': 'en' };
        if (tokens[role]) headers.token = tokens[role]!;
        if (route.access === 'ops' && role === 'visitor') headers['x-ops-secret'] = 'guessed-secret';
        const query = route.queryFields.length ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${route.url}${query}`,
          headers,
          ...(route.method === 'GET' ? {} : { payload }),
        });
        const body = response.body;
        const envelope = JSON.parse(body);
        const shownByDesign = (fixture.victimShownByDesign?.roles as Role[] | undefined)?.includes(role) ?? false;
        const shown = shownByDesign
          ? []
          : [victim.fullName, victim.email, victim.phone].filter((secret) => body.includes(secret));
        const changed = (await victimState(victim, byDesign)) !== before;
        cells++;
        if (shown.length > 0 || changed) leaks++;
        expect(shown, `${route.key} as ${role} showed ${victim.ci}'s data`).toEqual([]);
        expect(changed, `${route.key} as ${role} changed ${victim.ci}'s data`).toBe(false);
        expect(response.statusCode, `${route.key} as ${role}`).toBeLessThan(500);
        outcomes.push(envelope.status === 0 ? '0 ok' : envelope.status === 7 ? '7 no session' : `1 ${envelope.code}`);
        if (route.url === '/api/user/unlogin' && tokens[role]) {
          // That call ended the caller's own session, as it should: log in again for the next routes. The wrong
          // current passwords the caller sent to the change and sign-out routes count toward their own lock
          // (docs/decisions/0041): lifted first, as the owner would by a recovery.
          const { user, password } = ACCOUNTS[role as Exclude<Role, 'visitor'>];
          await t.db.execute(sql`delete from attempt_counters where scope = 'login' and subject = ${user}`);
          tokens[role] = await loginAs(t.call, user, password);
        }
      }
      rows.push({ route: route.key, access: route.access, outcomes });
    }
    recordFigures('access-matrix', {
      routesTotal: routes.length,
      routesCovered: rows.length,
      cells,
      leaks,
      roles: ROLES,
      rows,
    });
    // Every route × six roles, each cell reading the victim's state twice: its own time limit, growing with the routes.
  }, 180_000);

  it('refuses the cashier every customer call — tickets, cards, products, travel benefits and the rest — instead of empty lists', async () => {
    const customerCalls = routes.filter((route) => route.access === 'customer-own');
    // The reads a cashier used to get status 0 and nothing from (docs/decisions/0022) are among them.
    for (const read of [
      'GET /api/tickets',
      'GET /api/carnets',
      'GET /api/productos/cliente',
      'GET /api/beneficios-travel',
    ])
      expect(customerCalls.map((route) => route.key)).toContain(read);
    for (const route of customerCalls) {
      const payload = ROUTE_FIXTURES[route.key]!.attack(victims.customer);
      const query = route.queryFields.length ? `?${new URLSearchParams(payload as Record<string, string>)}` : '';
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${route.url}${query}`,
        headers: { agente: '109', 'accept-language': 'en', token: tokens.cashier! },
        ...(route.method === 'GET' ? {} : { payload }),
      });
      expect(response.json(), `${route.key} as cashier`).toMatchObject({ status: 1, code: 'platform.forbidden' });
    }
  });

  it('keeps operator calls to the holder of the ops secret, whoever is logged in', async () => {
    for (const role of ROLES) {
      const headers: Record<string, string> = { agente: '109' };
      if (tokens[role]) headers.token = tokens[role]!;
      const response = await t.app.inject({ method: 'POST', url: '/api/ops/maintenance/off', headers });
      expect(response.json(), role).toMatchObject({ status: 1, code: 'platform.forbidden' });
    }
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/ops/maintenance/off',
      headers: { 'x-ops-secret': OPS_SECRET },
    });
    expect(operator.json().status).toBe(0);
  });
});
