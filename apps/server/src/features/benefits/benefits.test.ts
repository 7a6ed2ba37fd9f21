import { randomUUID } from 'node:crypto';
import { benefitEndpoints as endpoints } from '@vo/domain/benefits/benefits.endpoints';
import { addCalendarMonths, addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
/** Demo products (seed/demo-products.ts): 1000001's lot and membership, 1000002's house and season pass. */
const PRODUCT = { lot: 1, membership: 2, overdueHouse: 3, overdueSeasonPass: 4 } as const;

describe('membership benefits: accreditation card, its gate check and fee; travel benefit', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  const today = () => businessDateOf(t.clock.now());
  /** The La Paz day the demo was seeded (its card's cover counts from it): a later test's clock may cross midnight. */
  let seededOn = '';
  beforeAll(async () => {
    seededOn = today();
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const pay = (
    endpoint: typeof endpoints.payCardFee | typeof endpoints.payTravel,
    body: object,
    token = customer,
    key = `fee-${randomUUID()}`,
  ) => t.send(endpoint, body, { token, headers: { 'idempotency-key': key } });
  const gate = (codigo: string) => t.send(endpoints.checkCard, { codigo });
  const count = async (query: string) => {
    const r: any = await t.db.execute(sql.raw(query));
    return Number(r.rows[0].n);
  };

  it('shows 1000001 her enabled card with a QR the gate accepts, and 1000002 his not enabled for the overdue pass', async () => {
    const mine = await t.send(endpoints.cards, { marca: 'parque' }, { token: customer });
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      numero: 'AC-12-0000002',
      estado: 'habilitado',
      titular: 'María Fernanda Rojas Vaca',
      vence: addDaysToDate(seededOn, 200),
      motivo: null,
    });
    expect(mine.data[0].qr).toContain('<svg');
    const scan = await gate(mine.data[0].qrCodigo);
    expect(scan).toMatchObject({
      status: 0,
      data: { valido: true, estado: 'habilitado', titular: 'María Fernanda Rojas Vaca' },
    });

    const his = await t.send(endpoints.cards, undefined, { token: overdue });
    expect(his.data).toEqual([
      expect.objectContaining({ numero: 'AC-27-0000004', estado: 'no_habilitado', qr: null, qrCodigo: null }),
    ]);
    expect(his.data[0].motivo).toContain('overdue instalments');
    // Another brand's page shows none of hers.
    expect((await t.send(endpoints.cards, { marca: 'club' }, { token: customer })).data).toEqual([]);
  });

  it('refuses at the gate a forged, altered or stale QR, and a session token', async () => {
    const [card] = (await t.send(endpoints.cards, undefined, { token: customer })).data;
    for (const codigo of ['AC-12-0000002', `${card.qrCodigo.slice(0, -2)}xx`, customer]) {
      expect(await gate(codigo)).toMatchObject({ status: 1, code: 'benefits.qrInvalid' });
    }
    t.clock.advanceSeconds(6 * 60);
    expect(await gate(card.qrCodigo)).toMatchObject({ status: 1, code: 'benefits.qrInvalid' });
  });

  it('keeps a scanned card until the database announces a change: a cover or a name changed by hand shows at the next scan', async () => {
    const [card] = (await t.send(endpoints.cards, { marca: 'parque' }, { token: customer })).data;
    const scan = async () => (await gate(card.qrCodigo)).data;
    expect(await scan()).toMatchObject({ valido: true, estado: 'habilitado', vence: card.vence });
    const yesterday = addDaysToDate(today(), -1);
    // With the cards' announcement off, a cover ended by hand is not seen: the scan ran no statement
    // (docs/decisions/0067).
    await t.db.execute(sql`alter table accreditation_cards disable trigger accreditation_cards_read_changes_update`);
    try {
      await t.db.execute(sql`update accreditation_cards set valid_until = ${yesterday} where number = ${card.numero}`);
      expect(await scan()).toMatchObject({ valido: true, estado: 'habilitado' });
    } finally {
      await t.db.execute(sql`alter table accreditation_cards enable trigger accreditation_cards_read_changes_update`);
    }
    // Any announced statement on the card's row makes the gate read it again.
    await t.db.execute(sql`update accreditation_cards set issued_at = issued_at where number = ${card.numero}`);
    expect(await scan()).toMatchObject({ valido: false, estado: 'vencido', vence: yesterday });
    await t.db.execute(sql`update accreditation_cards set valid_until = ${card.vence} where number = ${card.numero}`);
    expect(await scan()).toMatchObject({ valido: true, estado: 'habilitado', vence: card.vence });
    await t.db.execute(
      sql`update users set full_name = 'María Renombrada' where document_number = ${DEMO.customer.user}`,
    );
    try {
      expect(await scan()).toMatchObject({ valido: true, titular: 'María Renombrada' });
    } finally {
      await t.db.execute(
        sql`update users set full_name = 'María Fernanda Rojas Vaca' where document_number = ${DEMO.customer.user}`,
      );
    }
  });

  it('takes the yearly fee by card once under a repeated key: one payment, its ledger balanced, the cover a year on', async () => {
    const before = await count('select count(*)::int as n from payments');
    const key = `fee-${randomUUID()}`;
    const first = await pay(endpoints.payCardFee, { ...CARD, idProducto: PRODUCT.membership }, customer, key);
    const again = await pay(endpoints.payCardFee, { ...CARD, idProducto: PRODUCT.membership }, customer, key);
    expect(first).toMatchObject({ status: 0, code: 'benefits.cardFeePaid', data: { monto: '25.00' } });
    expect(again).toEqual(first);
    expect(await count('select count(*)::int as n from payments')).toBe(before + 1);
    const ledger: any = await t.db.execute(
      sql`select sum(debit_cents)::text as d, sum(credit_cents)::text as c, string_agg(account, ',' order by account) as a
          from ledger_entries where payment_id = ${first.data.idPago}`,
    );
    expect(ledger.rows[0]).toEqual({ d: '2500', c: '2500', a: 'clearing:card,income:accreditation' });
    // Paid early, the new year starts the day after the one already paid ends.
    expect(first.data.vence).toBe(addDaysToDate(addCalendarMonths(addDaysToDate(seededOn, 201), 12), -1));
  });

  it('refuses a fee for a product without a card or someone else’s, and a bad card, at their fields; nothing written', async () => {
    const before = await count('select count(*)::int as n from payments');
    const notMine = await pay(endpoints.payCardFee, { ...CARD, idProducto: PRODUCT.overdueSeasonPass });
    expect(notMine).toMatchObject({ status: 1, code: 'products.notFound', data: { campo: 'idProducto' } });
    const lot = await pay(endpoints.payCardFee, { ...CARD, idProducto: PRODUCT.lot });
    expect(lot).toMatchObject({ status: 1, code: 'benefits.noCard', data: { campo: 'idProducto' } });
    const badCard = await pay(endpoints.payCardFee, { ...CARD, numeroTarjeta: '4111 1111 1111 1112', idProducto: 2 });
    expect(badCard).toMatchObject({ status: 1, data: { campo: 'numeroTarjeta' } });
    expect(await count('select count(*)::int as n from payments')).toBe(before);
  });

  it('gives the travel benefit to a membership paid above the share and current: RCI code and expiry; renewal keeps the code', async () => {
    const home = (await t.send(endpoints.travel, undefined, { token: customer })).data;
    expect(home.medios).toEqual({ tarjeta: true, qr: false });
    expect(home.beneficios).toEqual([
      expect.objectContaining({
        idProducto: 2,
        porcentajePagado: 25,
        porcentajeRequerido: 15,
        impedimento: null,
        rci: null,
      }),
    ]);
    const paid = await pay(endpoints.payTravel, { ...CARD, idProducto: 2 });
    expect(paid).toMatchObject({ status: 0, code: 'benefits.rciPaid', data: { monto: '89.00' } });
    expect(paid.data.codigoRci).toMatch(/^RCI-\d{8}$/);
    expect(paid.data.vence).toBe(addDaysToDate(addCalendarMonths(today(), 12), -1));
    // Spec §9 "travel benefits project 70": the affiliation's income is that project's, and its receipt says so.
    const booked: any = await t.db.execute(
      sql`select l.account from ledger_entries l join payments p on p.id = l.payment_id where p.id = ${paid.data.idPago} and l.credit_cents > 0`,
    );
    expect(booked.rows.map((r: any) => r.account)).toEqual(['income:rci-affiliation:project-70']);
    const renewed = await pay(endpoints.payTravel, { ...CARD, idProducto: 2 });
    expect(renewed.data.codigoRci).toBe(paid.data.codigoRci);
    expect(renewed.data.vence > paid.data.vence).toBe(true);
    const after = (await t.send(endpoints.travel, undefined, { token: customer })).data;
    expect(after.beneficios[0].rci).toEqual({ codigo: paid.data.codigoRci, vence: renewed.data.vence, vigente: true });
  });

  it('refuses the travel benefit below the paid share, with overdue instalments, or on a product that is not one’s membership; nothing written', async () => {
    const before = await count('select count(*)::int as n from payments');
    // Take the membership below the share and keep it current: its capital unpaid (25% → 10%), all of it due later.
    await t.db.execute(
      sql`update instalments set paid_capital_cents = 0, due_date = due_date + 2000 where product_id = 2`,
    );
    const below = await pay(endpoints.payTravel, { ...CARD, idProducto: 2 });
    expect(below).toMatchObject({ status: 1, code: 'benefits.belowPaidPercent' });
    expect(below.message).toBe('The travel benefit needs 15% of the membership paid; you have paid 10%.');
    // Now one instalment past due: overdue is the reason said.
    await t.db.execute(sql`update instalments set due_date = due_date - 4000 where product_id = 2 and number = 1`);
    const late = await pay(endpoints.payTravel, { ...CARD, idProducto: 2 });
    expect(late).toMatchObject({ status: 1, code: 'benefits.overdue' });
    const home = (await t.send(endpoints.travel, undefined, { token: customer })).data;
    expect(home.beneficios[0].impedimento.codigo).toBe('benefits.overdue');
    const lot = await pay(endpoints.payTravel, { ...CARD, idProducto: PRODUCT.lot });
    expect(lot).toMatchObject({ status: 1, code: 'benefits.notMembership', data: { campo: 'idProducto' } });
    const other = await pay(endpoints.payTravel, { ...CARD, idProducto: PRODUCT.overdueHouse }, customer);
    expect(other).toMatchObject({ status: 1, code: 'benefits.notMembership' });
    expect((await t.send(endpoints.travel, undefined, { token: overdue })).data.beneficios).toEqual([]);
    expect(await count('select count(*)::int as n from payments')).toBe(before);
  });
});
