import { cabinEndpoints } from '@vo/domain/cabins/cabins.endpoints';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { incentiveEndpoints } from '@vo/domain/incentives/incentives.endpoints';
import { networkEndpoints } from '@vo/domain/network/network.endpoints';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/**
 * docs/decisions/0037: the guarded reads are kept in memory and forgotten when the database announces that
 * their rows changed — whoever wrote them: here SQL by hand, behind every use case's back. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL (where the notice comes on a connection of its own).
 */
describe('reads kept until the database announces a change', () => {
  const t = useTestApp();
  let customer: string;
  let adviser: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const home = async () => (await t.send(sessionEndpoints.home, undefined, { token: customer })).data.nombreUsuario;

  it('answers from memory: with the announcement switched off, a change by hand is not seen', async () => {
    const before = await home();
    await t.db.execute(sql`alter table users disable trigger users_read_changes_update`);
    try {
      await t.db.execute(
        sql`update users set full_name = 'Nombre Sin Aviso' where document_number = ${DEMO.customer.user}`,
      );
      expect(await home()).toBe(before);
    } finally {
      await t.db.execute(sql`alter table users enable trigger users_read_changes_update`);
    }
    // The next announced change of the row makes it read again, with both changes.
    await t.db.execute(sql`update users set email = email where document_number = ${DEMO.customer.user}`);
    expect(await home()).toBe('Nombre Sin Aviso');
  });

  it("sees at once a change of the person's home, products and notifications written by hand", async () => {
    await home();
    await t.db.execute(sql`update users set full_name = 'Ana Cambiada' where document_number = ${DEMO.customer.user}`);
    expect(await home()).toBe('Ana Cambiada');

    const products = async () =>
      (await t.send(productEndpoints.list, undefined, { token: customer })).data.productos as {
        idProducto: number;
        deudaTotal: string;
      }[];
    const first = (await products()).find((product) => Number(product.deudaTotal) > 0);
    await t.db.execute(sql`update instalments set paid_capital_cents = capital_cents, paid_interest_cents = interest_cents,
      paid_fines_cents = fines_cents, paid_expenses_cents = expenses_cents, paid_form_fee_cents = form_fee_cents
      where product_id = ${first!.idProducto}`);
    expect((await products()).find((p) => p.idProducto === first!.idProducto)?.deudaTotal).toBe('0.00');

    const unread = async () =>
      (await t.send(notificationEndpoints.unreadCount, undefined, { token: customer })).data.cantidad as number;
    const count = await unread();
    await t.db.execute(sql`insert into notifications (user_id, type, title, body, created_at)
      select id, 1, 'A mano', 'Escrita a mano', now() from users where document_number = ${DEMO.customer.user}`);
    expect(await unread()).toBe(count + 1);
  });

  it("sees a name changed in the adviser's network and in the race's standings", async () => {
    const level = async () => (await t.send(networkEndpoints.level, { pagina: 1 }, { token: adviser })).data;
    const { hijos } = await level();
    const child = hijos[0] as { idNodo: number };
    await t.db.execute(sql`update users set full_name = 'Hijo Renombrado' where id = ${child.idNodo}`);
    expect(((await level()).hijos[0] as { nombre: string }).nombre).toBe('Hijo Renombrado');

    const race = async () => (await t.send(incentiveEndpoints.race, undefined, { token: adviser })).data;
    const before = await race();
    const leader = before.top[0] as { codigoAsesor: string };
    await t.db.execute(sql`update users set full_name = 'Líder Renombrado'
      where id = (select user_id from network_nodes where adviser_code = ${leader.codigoAsesor})`);
    expect(((await race()).top[0] as { nombre: string }).nombre).toBe('Líder Renombrado');
  });

  it("sees a lot taken by hand on the project's map", async () => {
    const [lot] = (
      (await t.db.execute(
        sql`select id, project_id from lots where state = 'free' order by id limit 1`,
      )) as unknown as {
        rows: { id: number | string; project_id: number | string }[];
      }
    ).rows;
    const projectId = Number(lot!.project_id);
    const taken = async () =>
      (await t.send(catalogueEndpoints.takenLots, { idProyecto: projectId }, { token: adviser })).data
        .ocupados as number[];
    expect(await taken()).not.toContain(Number(lot!.id));
    await t.db.execute(sql`update lots set state = 'sold' where id = ${lot!.id}`);
    expect(await taken()).toContain(Number(lot!.id));
  });

  // docs/decisions/0062: the catalogue's list and the cabins' calendar are kept as well.
  it("sees a project's free lots changed by hand in the catalogue's filtered list", async () => {
    const list = async () =>
      (await t.send(catalogueEndpoints.projects, { conLotesLibres: 1 }, { token: adviser })).data.proyectos as {
        idProyecto: number;
        lotesLibres: number;
      }[];
    const [first] = await list();
    expect(first!.lotesLibres).toBeGreaterThan(0);
    await t.db.execute(sql`update projects set free_lots = 0 where id = ${first!.idProyecto}`);
    expect((await list()).map((p) => p.idProyecto)).not.toContain(first!.idProyecto);
  });

  it("sees a cabin's night taken by hand in the availability calendar", async () => {
    const night = addDaysToDate(businessDateOf(t.clock.now()), 40);
    const free = async () =>
      (
        await t.send(
          cabinEndpoints.availability,
          { parque: 1, tipo: 'familiar', desde: night, dias: 1 },
          { token: customer },
        )
      ).data.noches[0].libres as number;
    const before = await free();
    await t.db.execute(sql`update cabins set type = 'pareja'
      where id = (select min(id) from cabins where park_id = 1 and type = 'familiar')`);
    expect(await free()).toBe(before - 1);
  });
});
