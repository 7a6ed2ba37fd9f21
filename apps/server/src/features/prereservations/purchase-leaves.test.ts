import { randomUUID } from 'node:crypto';
import { benefitEndpoints } from '@vo/domain/benefits/benefits.endpoints';
import { documentEndpoints } from '@vo/domain/documents/documents.endpoints';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { membershipEndpoints } from '@vo/domain/memberships/memberships.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { seasonPassEndpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { ticketEndpoints } from '@vo/domain/tickets/tickets.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** 1000005: a customer with a travel membership only, current (no season pass, no park benefits). */
const BUYER = { user: '1000005', password: 'Cliente#2026' };

describe('what a purchase leaves: the product, its schedule, its benefits and documents', () => {
  const t = useTestApp();
  let adviser: string;
  let customer: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    customer = await loginAs(t.call, BUYER.user, BUYER.password);
  });
  const post = (endpoint: EndpointDefinition, body: object, token = adviser) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': `buy-${randomUUID()}` } });
  const buyer = () => testBuyer(BUYER.user, { nombres: 'Daniela', apellidoPaterno: 'Soliz' });
  /** Reserve, then buy: the answer of the purchase. */
  const reserveAndBuy = async (id: number) => {
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: id })).status).toBe(0);
    return post(prereservationEndpoints.purchase, { idPrereserva: id });
  };
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows as any[];

  it('a season pass bought for a customer is hers: product, one instalment due today, passes, coupons, card, discount', async () => {
    const price = (await t.send(seasonPassEndpoints.passType, { tipoAbono: 'especial' }, { token: adviser })).data
      .precios[0];
    const before = (await t.send(productEndpoints.list, undefined, { token: customer })).data.productos.length;
    const created = await post(seasonPassEndpoints.prereserve, {
      tipoAbono: 'especial',
      idPrecio: price.idPrecio,
      cliente: buyer(),
    });
    const id = created.data.idPrereserva;
    const bought = await reserveAndBuy(id);
    expect(bought).toMatchObject({ status: 0, code: 'prereservations.purchased' });
    // The answer names what was bought, not "the lot".
    expect(bought.message).toContain('Abono especial');
    expect(bought.message).not.toMatch(/lot/i);

    const products = (await t.send(productEndpoints.list, undefined, { token: customer })).data.productos;
    expect(products).toHaveLength(before + 1);
    const pass = products.find((p: any) => p.nroContrato === `PR-${id}`);
    expect(pass).toMatchObject({ tipo: 'abono', idEmpresa: 27, precio: price.precio, cuotasTotales: 1 });
    // Cash: the whole price due today, with the form fee and expenses like every schedule.
    expect(Number(pass.proximaCuota.monto)).toBeCloseTo(Number(price.precio) + 10 + 2.5, 2);
    expect(pass.cuotasVencidas).toBe(0);

    const sale = await rows(
      sql`select product_id::int as product_id, company_id from sales where contract_number = ${`PR-${id}`}`,
    );
    expect(sale).toEqual([{ product_id: pass.idProducto, company_id: 27 }]);

    const tickets = (await t.send(ticketEndpoints.list, undefined, { token: customer })).data.filter(
      (ticket: any) => ticket.idProducto === pass.idProducto,
    );
    expect(tickets.map((x: any) => [x.tipo, x.usosTotales, x.descuento, x.estado])).toEqual([
      ['ticket', 10, null, 'vigente'],
      ['cupon', 1, 10, 'vigente'],
      ['cupon', 1, 5, 'vigente'],
    ]);
    const cards = (await t.send(benefitEndpoints.cards, undefined, { token: customer })).data;
    expect(cards.find((c: any) => c.idProducto === pass.idProducto)).toMatchObject({ estado: 'no_habilitado' });

    // Spec §9: holding the pass takes 20% off travel memberships from today.
    const travel = await t.send(
      membershipEndpoints.simulate,
      { codigo: 'KTRB10', formaPago: 'contado' },
      { token: customer },
    );
    expect(travel.data.descuento).not.toBeNull();

    const documents = await t.send(documentEndpoints.list, { idProducto: pass.idProducto }, { token: customer });
    expect(documents.data.documentos.map((d: any) => d.tipo)).toEqual(['contrato', 'plan_pagos']);
  });

  it('a membership on credit leaves the initial due today and its simulated instalments, passes, hotel nights and a card', async () => {
    const batch = await post(membershipEndpoints.prereserve, {
      cliente: buyer(),
      membresias: [{ codigo: 'PLATINO', formaPago: 'credito', cuotaInicial: '400.00', plazo: 12 }],
    });
    const id = batch.data.lineas[0].idPrereserva;
    expect(id).toBeTypeOf('number');
    const bought = await reserveAndBuy(id);
    expect(bought.message).toContain('Membresía Platino');
    const [product] = await rows(
      sql`select id, kind, company_id, membership_level from products where contract_number = ${`PR-${id}`}`,
    );
    expect(product).toMatchObject({ kind: 'membership', company_id: 12, membership_level: 'platinum' });
    const schedule = await rows(
      sql`select number, capital_cents::text as capital, form_fee_cents::text as fee from instalments
          where product_id = ${product.id} order by number`,
    );
    expect(schedule).toHaveLength(13);
    expect(schedule[0]).toEqual({ number: 1, capital: '40000', fee: '1000' });
    expect(schedule.reduce((sum: bigint, i: any) => sum + BigInt(i.capital), 0n)).toBe(360_000n);
    const kinds = await rows(sql`select kind from tickets where product_id = ${product.id} order by id`);
    expect(kinds.map((k: any) => k.kind)).toEqual(['ticket', 'coupon', 'hotel']);
    expect(await rows(sql`select valid_until from accreditation_cards where product_id = ${product.id}`)).toEqual([
      { valid_until: null },
    ]);
  });

  it('a lot on credit leaves its schedule and is sold; a house its dues', async () => {
    const [lot] = await rows(sql`select id, price_cents::text as price from lots
        where project_id = 110 and state = 'free' order by id limit 1`);
    const initial = ((BigInt(lot.price) * 15n) / 100n / 100n).toString();
    const created = await post(prereservationEndpoints.prereserve, {
      idLote: Number(lot.id),
      formaPago: 'credito',
      cuotaInicial: `${initial}.00`,
      plazo: 24,
      cliente: testBuyer('7400001'),
    });
    expect(created.status).toBe(0);
    const id = created.data.idPrereserva;
    expect((await reserveAndBuy(id)).status).toBe(0);
    const [product] = await rows(sql`select p.id, p.kind, p.company_id, u.document_number from products p
        join users u on u.id = p.user_id where p.contract_number = ${`PR-${id}`}`);
    expect(product).toMatchObject({ kind: 'lot', document_number: '7400001' });
    const count = await rows(sql`select count(*)::int as n from instalments where product_id = ${product.id}`);
    expect(count[0].n).toBe(25);
    expect(await rows(sql`select count(*)::int as n from tickets where product_id = ${product.id}`)).toEqual([
      { n: 0 },
    ]);

    const [house] =
      await rows(sql`select l.id, l.price_cents::text as price from lots l join projects p on p.id = l.project_id
        where p.kind = 'houses' and p.sale_terms = 'cash-and-credit' and l.state = 'free' order by l.id limit 1`);
    const firstPart = ((BigInt(house.price) * 2n) / 100n / 100n).toString();
    const houseCreated = await post(prereservationEndpoints.prereserve, {
      idLote: Number(house.id),
      formaPago: 'credito',
      cuotaInicial: `${firstPart}.00`,
      plazo: 5,
      cliente: testBuyer('7400002'),
    });
    expect(houseCreated.status).toBe(0);
    const houseId = houseCreated.data.idPrereserva;
    expect((await reserveAndBuy(houseId)).status).toBe(0);
    const dues = await rows(sql`select i.number from instalments i join products p on p.id = i.product_id
        where p.contract_number = ${`PR-${houseId}`} and p.kind = 'house'`);
    // The first part of the 3%, its balance, and the 5 direct instalments.
    expect(dues).toHaveLength(7);
  });
});
