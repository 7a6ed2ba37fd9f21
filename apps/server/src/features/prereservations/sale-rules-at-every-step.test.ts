import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { membershipEndpoints } from '@vo/domain/memberships/memberships.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { seasonPassEndpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

const buyer = () => testBuyer(`8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);

/*
 * The rules around a sale hold at every step, each from one place (spec §6, §8; docs/decisions/0046): the land
 * button's list at the reservation and the purchase too, the company named by what is sold (never a default),
 * and "no configuration found" for memberships and season passes as for lots.
 */
describe('the rules of a sale at every step', () => {
  const t = useTestApp();
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  let adviser: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const post = (endpoint: EndpointDefinition, body: object) =>
    t.send(endpoint, body, { token: adviser, headers: { 'idempotency-key': `rules-${randomUUID()}` } });
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows as any[];
  const freeLot = async () =>
    Number((await rows(sql`select id from lots where project_id = 102 and state = 'free' order by id limit 1`))[0].id);
  const productsOf = async (id: number) =>
    (await rows(sql`select count(*)::int as n from products where contract_number = ${`PR-${id}`}`))[0].n;

  it('keeps a person put on the land button’s list from reserving or buying a lot pre-reserved before', async () => {
    const toReserve = (
      await post(prereservationEndpoints.prereserve, {
        idLote: await freeLot(),
        formaPago: 'contado',
        cliente: buyer(),
      })
    ).data.idPrereserva;
    const toBuy = (
      await post(prereservationEndpoints.prereserve, {
        idLote: await freeLot(),
        formaPago: 'contado',
        cliente: buyer(),
      })
    ).data.idPrereserva;
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: toBuy })).status).toBe(0);

    expect((await t.send(userOpsEndpoints.landButtonRestrict, { ci: DEMO.adviser.user }, ops)).status).toBe(0);
    try {
      expect(await post(prereservationEndpoints.reserve, { idPrereserva: toReserve })).toMatchObject({
        status: 1,
        code: 'prereservations.landRestricted',
      });
      expect(await post(prereservationEndpoints.purchase, { idPrereserva: toBuy })).toMatchObject({
        status: 1,
        code: 'prereservations.landRestricted',
      });
      const states = await rows(
        sql`select id, state from prereservations where id in (${toReserve}, ${toBuy}) order by id`,
      );
      expect(states.map((s) => s.state)).toEqual(['prereserved', 'reserved']);
      expect(await productsOf(toBuy)).toBe(0);
      // Releasing stays open: it gives the lot back.
      expect((await post(prereservationEndpoints.release, { idPrereserva: toReserve })).status).toBe(0);
    } finally {
      await t.send(userOpsEndpoints.landButtonAllow, { ci: DEMO.adviser.user }, ops);
    }
    expect((await post(prereservationEndpoints.purchase, { idPrereserva: toBuy })).status).toBe(0);
  });

  it('sells under the company of what is sold, and refuses a sale whose product names none', async () => {
    const membership = async (code: string) =>
      (
        await post(membershipEndpoints.prereserve, {
          cliente: buyer(),
          membresias: [{ codigo: code, formaPago: 'contado' }],
        })
      ).data.lineas[0].idPrereserva as number;
    // A row that kept no company (written before the company was kept): the travel membership's own, 30.
    const travel = await membership('KTRB10');
    await t.db.execute(sql`update prereservations set company_id = null where id = ${travel}`);
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: travel })).status).toBe(0);
    expect((await post(prereservationEndpoints.purchase, { idPrereserva: travel })).status).toBe(0);
    expect(await rows(sql`select company_id from sales where contract_number = ${`PR-${travel}`}`)).toEqual([
      { company_id: 30 },
    ]);

    // A membership no longer in the catalogue has no configuration: nothing is sold, nothing is guessed.
    const gone = await membership('PLATINO');
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: gone })).status).toBe(0);
    await t.db.execute(sql`update prereservations set company_id = null, product_code = 'RETIRADA' where id = ${gone}`);
    const refused = await post(prereservationEndpoints.purchase, { idPrereserva: gone });
    expect(refused).toMatchObject({ status: 1, code: 'catalogue.noConfiguration' });
    expect(await rows(sql`select count(*)::int as n from sales where contract_number = ${`PR-${gone}`}`)).toEqual([
      { n: 0 },
    ]);
    expect(await productsOf(gone)).toBe(0);
  });

  it('answers "no configuration found" for a season pass type with no prices set up, and takes nothing', async () => {
    await t.db.execute(sql`delete from season_pass_prices where pass_type = 'infantil'`);
    for (const lang of ['en', 'es', 'pt'] as const) {
      const offer = await t.send(seasonPassEndpoints.passType, { tipoAbono: 'infantil' }, { token: adviser, lang });
      expect(offer).toMatchObject({ status: 1, code: 'catalogue.noConfiguration', data: { campo: 'tipoAbono' } });
      expect(offer.message).not.toContain('{{');
    }
    const before = (await rows(sql`select count(*)::int as n from prereservations`))[0].n;
    const refused = await post(seasonPassEndpoints.prereserve, {
      tipoAbono: 'infantil',
      idPrecio: 1,
      cliente: buyer(),
    });
    expect(refused.code).toBe('catalogue.noConfiguration');
    expect((await rows(sql`select count(*)::int as n from prereservations`))[0].n).toBe(before);
  });
});
