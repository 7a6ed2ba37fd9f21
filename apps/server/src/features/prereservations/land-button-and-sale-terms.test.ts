import { randomUUID } from 'node:crypto';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

const buyer = () => testBuyer(`8${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);

/*
 * Spec §6 "restricted users for a land button" and spec §8 "no configuration found", "no credit configuration
 * assigned" (docs/decisions/0028): the demo's Las Lomas (108) is sold in cash only, Puerto Alegre (109) is
 * not configured for sale yet.
 */
describe('the land button and how a project is configured to be sold', () => {
  const t = useTestApp();
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  let adviser: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const freeLot = async (projectId: number) => {
    const r: any = await t.db.execute(
      sql`select id, price_cents::text as price from lots where project_id = ${projectId} and state = 'free' order by id limit 1`,
    );
    return { id: Number(r.rows[0].id), price: Number(r.rows[0].price) / 100 };
  };
  const count = async () => {
    const r: any = await t.db.execute(sql`select count(*)::int as n from prereservations`);
    return Number(r.rows[0].n);
  };
  const prereserve = (body: object, token = adviser, lang: 'en' | 'es' | 'pt' = 'en') =>
    t.send(prereservationEndpoints.prereserve, body, {
      token,
      lang,
      headers: { 'idempotency-key': `land-${randomUUID()}` },
    });
  const credit = (lot: { id: number; price: number }) => ({
    idLote: lot.id,
    formaPago: 'credito',
    cuotaInicial: (lot.price * 0.2).toFixed(2),
    plazo: 48,
  });

  it('keeps a restricted adviser from pre-reserving a lot, in their language, and lets them again once allowed', async () => {
    const lot = await freeLot(102);
    const before = await count();
    const detail = () => t.send(catalogueEndpoints.lot, { idLote: String(lot.id) }, { token: adviser });
    expect((await detail()).data).toMatchObject({ botonTerreno: true, configuracionVenta: 'completa' });

    expect((await t.send(userOpsEndpoints.landButtonRestrict, { ci: DEMO.adviser.user }, ops)).status).toBe(0);
    expect((await detail()).data.botonTerreno).toBe(false);
    const refused = await prereserve({ idLote: lot.id, formaPago: 'contado', cliente: buyer() }, adviser, 'es');
    expect(refused).toMatchObject({ status: 1, code: 'prereservations.landRestricted' });
    expect(refused.message).toMatch(/no puede prerreservar/);
    expect(await count()).toBe(before);
    const state: any = await t.db.execute(sql`select state from lots where id = ${lot.id}`);
    expect(state.rows[0].state).toBe('free');

    // Another adviser is not on the list: the list names people, not a role.
    const other = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    const otherLot = await freeLot(102);
    expect((await prereserve({ idLote: otherLot.id, formaPago: 'contado', cliente: buyer() }, other)).status).toBe(0);

    expect((await t.send(userOpsEndpoints.landButtonAllow, { ci: DEMO.adviser.user }, ops)).status).toBe(0);
    const lot2 = await freeLot(102);
    expect((await prereserve({ idLote: lot2.id, formaPago: 'contado', cliente: buyer() })).status).toBe(0);
  });

  it('sells a project without credit configuration in cash only: credit is refused, cash is simulated and pre-reserved', async () => {
    const lot = await freeLot(108);
    const detail = await t.send(catalogueEndpoints.lot, { idLote: String(lot.id) }, { token: adviser });
    expect(detail.data.configuracionVenta).toBe('contado');
    const simulated = await t.send(prereservationEndpoints.lotPlan, credit(lot), { token: adviser, lang: 'pt' });
    expect(simulated).toMatchObject({
      status: 1,
      code: 'catalogue.noCreditConfiguration',
      data: { campo: 'formaPago' },
    });
    expect(simulated.message).toMatch(/configuração de crédito/);
    const before = await count();
    const onCredit = await prereserve({ ...credit(lot), cliente: buyer() });
    expect(onCredit.code).toBe('catalogue.noCreditConfiguration');
    expect(await count()).toBe(before);
    const cash = await t.send(
      prereservationEndpoints.lotPlan,
      { idLote: lot.id, formaPago: 'contado' },
      { token: adviser },
    );
    expect(cash.status).toBe(0);
    expect((await prereserve({ idLote: lot.id, formaPago: 'contado', cliente: buyer() })).status).toBe(0);
  });

  it('answers "no configuration found" for a project not configured for sale, and holds nothing', async () => {
    const lot = await freeLot(109);
    const detail = await t.send(catalogueEndpoints.lot, { idLote: String(lot.id) }, { token: adviser });
    expect(detail.data.configuracionVenta).toBe('sin_configuracion');
    for (const lang of ['en', 'es', 'pt'] as const) {
      const cash = await t.send(
        prereservationEndpoints.lotPlan,
        { idLote: lot.id, formaPago: 'contado' },
        { token: adviser, lang },
      );
      expect(cash).toMatchObject({ status: 1, code: 'catalogue.noConfiguration' });
      expect(cash.message).not.toContain('{{');
    }
    const before = await count();
    const refused = await prereserve({ idLote: lot.id, formaPago: 'contado', cliente: buyer() });
    expect(refused.code).toBe('catalogue.noConfiguration');
    expect(await count()).toBe(before);
  });

  it('asks a person for their ID card at login once the back office says so, and stops when it is received', async () => {
    const login = () => t.send(authEndpoints.login, DEMO.customer);
    expect((await login()).data.mostrarModalCarnet).toBe(false);
    expect((await t.send(userOpsEndpoints.idCardAsk, { ci: DEMO.customer.user }, ops)).status).toBe(0);
    expect((await login()).data.mostrarModalCarnet).toBe(true);
    expect((await t.send(userOpsEndpoints.idCardReceived, { ci: DEMO.customer.user }, ops)).status).toBe(0);
    expect((await login()).data.mostrarModalCarnet).toBe(false);
    expect((await t.send(userOpsEndpoints.idCardAsk, { ci: '5555555' }, ops)).code).toBe('recovery.unknownUser');
  });
});
