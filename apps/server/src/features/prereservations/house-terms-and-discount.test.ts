import { randomUUID } from 'node:crypto';
import { landDiscountUntil } from '@vo/domain/benefits/benefit.rules';
import { benefitEndpoints } from '@vo/domain/benefits/benefits.endpoints';
import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { membershipEndpoints } from '@vo/domain/memberships/memberships.endpoints';
import { formatMoney, money } from '@vo/domain/money';
import { addMonthsToDate } from '@vo/domain/plans/plan.rules';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** Condominio Los Tajibos sells houses; Las Palmeras, lots (the demo catalogue). */
const HOUSES_PROJECT = 103;
const LOTS_PROJECT = 101;

const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('house terms and the season pass’s travel/land discount, applied (spec §9; docs/decisions/0024)', () => {
  const t = useTestApp();
  let adviser: string;
  let adviser2: string;
  let passHolder: string;
  let customer: string;
  let passBoughtOn: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    adviser2 = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    // 1000002 holds a season pass; 1000001 none.
    passHolder = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const r: any = await t.db.execute(
      sql`select p.created_at from products p join users u on u.id = p.user_id where u.document_number = ${DEMO.overdueCustomer.user} and p.kind = 'season_pass'`,
    );
    passBoughtOn = businessDateOf(new Date(r.rows[0].created_at));
  });

  const post = (endpoint: EndpointDefinition, body: object, token = adviser) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': `house-${randomUUID()}` } });
  const freeLot = async (projectId: number) => {
    const r: any = await t.db.execute(
      sql`select id, price_cents::text as price from lots where project_id = ${projectId} and state = 'free' order by id limit 1`,
    );
    return { id: Number(r.rows[0].id), priceCents: BigInt(r.rows[0].price) };
  };
  const lotState = async (lotId: number) => {
    const r: any = await t.db.execute(sql`select state from lots where id = ${lotId}`);
    return r.rows[0].state as string;
  };
  const prereservationCount = async () => {
    const r: any = await t.db.execute(sql`select count(*)::int as n from prereservations`);
    return Number(r.rows[0].n);
  };
  const soldRow = async (id: number, token = adviser) =>
    (await t.send(prereservationEndpoints.soldProducts, undefined, { token })).data.prereservas.find(
      (row: any) => row.idPrereserva === id,
    );

  describe('a house', () => {
    it('offers its own terms: the whole 3% as the suggested initial and 5 instalments as its only term', async () => {
      const house = await freeLot(HOUSES_PROJECT);
      const detail = await t.send(catalogueEndpoints.lot, { idLote: house.id }, { token: adviser });
      expect(detail.data).toMatchObject({
        esVivienda: true,
        cuotaInicialSugerida: (Number((house.priceCents * 3n) / 100n) / 100).toFixed(2),
        plazoSugerido: 5,
        plazos: [5],
      });
      const lot = await t.send(
        catalogueEndpoints.lot,
        { idLote: (await freeLot(LOTS_PROJECT)).id },
        { token: adviser },
      );
      expect(lot.data).toMatchObject({ esVivienda: false, plazoSugerido: 48 });
    });

    it('simulates 3% initial split with its balance in 7 days and 7% in 5 monthly instalments, no lot plan', async () => {
      const house = await freeLot(HOUSES_PROJECT);
      const firstPart = house.priceCents / 100n; // 1% now, 2% within 7 days
      const today = businessDateOf(t.clock.now());
      const result = await t.send(
        prereservationEndpoints.lotPlan,
        { idLote: house.id, formaPago: 'credito', cuotaInicial: (Number(firstPart) / 100).toFixed(2), plazo: 5 },
        { token: adviser },
      );
      expect(result.status).toBe(0);
      expect(result.data.credito).toBeNull();
      expect(result.data.descuento).toBeNull();
      const { cuotas, inicial, saldoBanco } = result.data.vivienda;
      expect(cents(inicial)).toBe((house.priceCents * 3n) / 100n);
      expect(cuotas.map((c: any) => [c.concepto, c.numero, c.vence])).toEqual([
        ['inicial', 1, today],
        ['saldo_inicial', 1, addDaysToDate(today, 7)],
        ...[1, 2, 3, 4, 5].map((n) => ['cuota', n, addMonthsToDate(today, n)]),
      ]);
      const direct = cuotas
        .filter((c: any) => c.concepto === 'cuota')
        .reduce((s: bigint, c: any) => s + cents(c.monto), 0n);
      expect(direct).toBe((house.priceCents * 7n) / 100n);
      expect(cents(cuotas[0].monto) + cents(cuotas[1].monto)).toBe((house.priceCents * 3n) / 100n);
      expect(cents(saldoBanco)).toBe(house.priceCents - (house.priceCents * 3n) / 100n - direct);
    });

    it('refuses a first part below 1% or above the 3%, and any term but its 5 instalments, next to the field', async () => {
      const house = await freeLot(HOUSES_PROJECT);
      const amount = (c: bigint) => (Number(c) / 100).toFixed(2);
      const ask = (cuotaInicial: string, plazo: number, lang = 'en') =>
        t.send(
          prereservationEndpoints.lotPlan,
          { idLote: house.id, formaPago: 'credito', cuotaInicial, plazo },
          { token: adviser, lang },
        );
      const low = await ask(amount(house.priceCents / 100n - 1n), 5, 'es');
      expect(low).toMatchObject({ status: 1, code: 'houses.firstPartTooLow', data: { campo: 'cuotaInicial' } });
      // The bound in the reader's way of writing money ("3.364,89 US$"), never the wire's "3364.89 USD".
      expect(low.message).toContain(formatMoney(money((house.priceCents + 99n) / 100n), 'es'));
      expect(low.message).not.toContain(' USD');
      expect(low.message).not.toContain('{{');
      const high = await ask(amount((house.priceCents * 3n) / 100n + 1n), 5);
      expect(high).toMatchObject({ status: 1, code: 'houses.firstPartTooHigh', data: { campo: 'cuotaInicial' } });
      expect(high.message).toContain(formatMoney(money((house.priceCents * 3n) / 100n), 'en'));
      const term = await ask(amount((house.priceCents * 3n) / 100n), 48, 'pt');
      expect(term).toMatchObject({ status: 1, code: 'houses.termFixed', data: { campo: 'plazo' } });
      expect(term.message).toBe('O grupo financia os 7% de uma casa em 5 parcelas mensais.');
    });

    it('is pre-reserved with its dues kept and shown to the adviser; a refused one writes nothing', async () => {
      const house = await freeLot(HOUSES_PROJECT);
      const before = await prereservationCount();
      const refused = await post(prereservationEndpoints.prereserve, {
        idLote: house.id,
        formaPago: 'credito',
        cuotaInicial: '1.00',
        plazo: 5,
        cliente: testBuyer('7310001'),
      });
      expect(refused.code).toBe('houses.firstPartTooLow');
      expect(await prereservationCount()).toBe(before);
      expect(await lotState(house.id)).toBe('free');

      const today = businessDateOf(t.clock.now());
      const initial = (house.priceCents * 3n) / 100n;
      const done = await post(prereservationEndpoints.prereserve, {
        idLote: house.id,
        formaPago: 'credito',
        cuotaInicial: (Number(initial) / 100).toFixed(2),
        plazo: 5,
        cliente: testBuyer('7310001'),
      });
      expect(done).toMatchObject({ status: 0, message: 'House pre-reserved for Carla Rojas.' });
      expect(await lotState(house.id)).toBe('held');
      const row = await soldRow(done.data.idPrereserva);
      expect(row).toMatchObject({ tipo: 'lote', formaPago: 'credito', descuento: null });
      expect(cents(row.precio)).toBe(house.priceCents);
      // The whole 3% now: no balance; then the five instalments of the 7%, a month apart.
      expect(row.vivienda.cuotas.map((c: any) => [c.concepto, c.vence])).toEqual([
        ['inicial', today],
        ...[1, 2, 3, 4, 5].map((n) => ['cuota', addMonthsToDate(today, n)]),
      ]);
      expect(cents(row.vivienda.cuotas[0].monto)).toBe(initial);
      // A house is not land: a season-pass holder buying one pays its list price.
      const forHolder = await t.send(
        prereservationEndpoints.lotPlan,
        { idLote: (await freeLot(HOUSES_PROJECT)).id, formaPago: 'contado' },
        { token: passHolder },
      );
      expect(forHolder.data.descuento).toBeNull();
      expect(forHolder.data.precio).toBe(forHolder.data.precioLista);
      // Its adviser releases it, so the other stories keep their room under the limit of 5.
      await post(prereservationEndpoints.release, { idPrereserva: done.data.idPrereserva });
    });
  });

  describe('the season pass’s 20% off land and travel', () => {
    it('takes 20% off a lot for a customer who holds a season pass, as its own line, and nothing for one who holds none', async () => {
      const lot = await freeLot(LOTS_PROJECT);
      const holder = await t.send(
        prereservationEndpoints.lotPlan,
        { idLote: lot.id, formaPago: 'contado' },
        { token: passHolder },
      );
      expect(holder.data.descuento).toEqual({
        porcentaje: 20,
        monto: (Number(lot.priceCents / 5n) / 100).toFixed(2),
        hasta: landDiscountUntil(passBoughtOn),
      });
      expect(cents(holder.data.precioLista)).toBe(lot.priceCents);
      expect(cents(holder.data.precio)).toBe(lot.priceCents - lot.priceCents / 5n);
      // On credit the plan is of the discounted price.
      const credit = await t.send(
        prereservationEndpoints.lotPlan,
        {
          idLote: lot.id,
          formaPago: 'credito',
          cuotaInicial: (Number(lot.priceCents / 5n) / 100).toFixed(2),
          plazo: 48,
        },
        { token: passHolder },
      );
      expect(cents(credit.data.credito.valor)).toBe(lot.priceCents - lot.priceCents / 5n);
      const other = await t.send(
        prereservationEndpoints.lotPlan,
        { idLote: lot.id, formaPago: 'contado' },
        { token: customer },
      );
      expect(other.data).toMatchObject({ descuento: null, precio: other.data.precioLista });
    });

    it('applies on the last day of its 3 years and not the day after', async () => {
      const lot = await freeLot(LOTS_PROJECT);
      const lastDay = landDiscountUntil(passBoughtOn);
      const real = t.clock.now();
      try {
        for (const [day, expected] of [
          [lastDay, 20],
          [addDaysToDate(lastDay, 1), null],
        ] as const) {
          // Noon in La Paz; a new login, since years of inactivity ended the last session.
          t.clock.set(new Date(`${day}T16:00:00Z`));
          const token = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
          const result = await t.send(
            prereservationEndpoints.lotPlan,
            { idLote: lot.id, formaPago: 'contado' },
            { token },
          );
          expect(result.data.descuento?.porcentaje ?? null).toBe(expected);
          const travel = await t.send(
            membershipEndpoints.simulate,
            { codigo: 'KTRB10', formaPago: 'contado' },
            { token },
          );
          expect(travel.data.descuento?.porcentaje ?? null).toBe(expected);
        }
      } finally {
        t.clock.set(real);
      }
    });

    it('is kept with an adviser’s pre-reservation of a lot for a buyer who holds a pass, and not for one who does not', async () => {
      const lot = await freeLot(LOTS_PROJECT);
      const done = await post(prereservationEndpoints.prereserve, {
        idLote: lot.id,
        formaPago: 'contado',
        cliente: testBuyer(DEMO.overdueCustomer.user),
      });
      expect(done.status).toBe(0);
      const row = await soldRow(done.data.idPrereserva);
      expect(cents(row.precio)).toBe(lot.priceCents - lot.priceCents / 5n);
      expect(row.descuento).toMatchObject({ porcentaje: 20, hasta: landDiscountUntil(passBoughtOn) });
      expect(row.vivienda).toBeNull();
      await post(prereservationEndpoints.release, { idPrereserva: done.data.idPrereserva });

      const another = await freeLot(LOTS_PROJECT);
      const plain = await post(prereservationEndpoints.prereserve, {
        idLote: another.id,
        formaPago: 'contado',
        cliente: testBuyer('7310002'),
      });
      const plainRow = await soldRow(plain.data.idPrereserva);
      expect(plainRow.descuento).toBeNull();
      expect(cents(plainRow.precio)).toBe(another.priceCents);
      await post(prereservationEndpoints.release, { idPrereserva: plain.data.idPrereserva });
    });

    it('takes 20% off the travel membership (project 80) and not off a park membership', async () => {
      const travel = await t.send(
        membershipEndpoints.simulate,
        { codigo: 'KTRB10', formaPago: 'contado' },
        { token: passHolder },
      );
      expect(travel.data).toMatchObject({
        valorLista: '2800.00',
        valor: '2240.00',
        descuento: { porcentaje: 20, monto: '560.00', hasta: landDiscountUntil(passBoughtOn) },
      });
      const park = await t.send(
        membershipEndpoints.simulate,
        { codigo: 'PLATINO', formaPago: 'contado' },
        { token: passHolder },
      );
      expect(park.data).toMatchObject({ valor: '3600.00', valorLista: '3600.00', descuento: null });

      const batch = await t.send(
        membershipEndpoints.prereserve,
        { cliente: testBuyer(DEMO.overdueCustomer.user), membresias: [{ codigo: 'KTRB10', formaPago: 'contado' }] },
        { token: adviser2, headers: { 'idempotency-key': `travel-${randomUUID()}` } },
      );
      const id = batch.data.lineas[0].idPrereserva;
      const row = await soldRow(id, adviser2);
      expect(row).toMatchObject({ precio: '2240.00', descuento: { porcentaje: 20, monto: '560.00' } });
    });

    it('is shown on the travel benefits page to the person who holds a season pass, and to nobody else', async () => {
      // 1000002 buys a membership too: its travel benefits now list it, with the pass's discount.
      await t.db.execute(
        sql`insert into products (user_id, company_id, kind, description, contract_number, price_cents, created_at)
            select id, 12, 'membership', 'Membresía Platino', 'PA-TEST-70001', 360000, now() from users where document_number = ${DEMO.overdueCustomer.user}`,
      );
      const holder = await t.send(benefitEndpoints.travel, undefined, { token: passHolder });
      expect(holder.data.beneficios[0].descuentoTierra).toEqual({
        porcentaje: 20,
        hasta: landDiscountUntil(passBoughtOn),
      });
      const other = await t.send(benefitEndpoints.travel, undefined, { token: customer });
      expect(other.data.beneficios.length).toBeGreaterThan(0);
      for (const benefit of other.data.beneficios) expect(benefit.descuentoTierra).toBeNull();
    });
  });
});
