import { randomUUID } from 'node:crypto';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('the cashier reserves a cabin for a customer named by document (issue 10 item 6), audited', () => {
  const t = useTestApp();
  let cashier: string;
  let customer: string;
  const day = (n: number) => addDaysToDate(businessDateOf(t.clock.now()), n);
  beforeAll(async () => {
    cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const send = (path: string, body: object, token = cashier) =>
    t.call('POST', path, body, { token, headers: { 'idempotency-key': `desk-${randomUUID()}` } });
  const rows = async (query: string) => {
    const r: any = await t.db.execute(sql.raw(query));
    return r.rows as any[];
  };
  const audits = () => rows(`select action, detail from audit_log where action like 'cashier.%' order by id`);

  it('finds the customer, reserves for them under the same rules, and writes the act and the cashier to the record', async () => {
    const home = await t.call('GET', `/caja/cabanas?documento=${DEMO.customer.user}`, undefined, { token: cashier });
    expect(home).toMatchObject({
      status: 0,
      data: { cliente: { documento: '1000001', nombre: 'María Fernanda Rojas Vaca' }, impedimento: null },
    });
    const done = await send('/caja/cabanas/reservas', {
      documento: '1000001',
      parque: 2,
      tipo: 'pareja',
      llegada: day(20),
      salida: day(22),
    });
    expect(done).toMatchObject({ status: 0, code: 'cabins.reserved', data: { noches: 2 } });
    const [row] = await rows(
      `select r.user_id, r.by_cashier_user_id, u.document_number as customer, c.document_number as cashier
       from cabin_reservations r join users u on u.id = r.user_id join users c on c.id = r.by_cashier_user_id
       where r.id = ${done.data.idReserva}`,
    );
    expect(row).toMatchObject({ customer: '1000001', cashier: '3000001' });
    // The customer sees the reservation as their own.
    const own = (await t.call('GET', '/cabanas', undefined, { token: customer })).data;
    expect(own.reservas.map((r: any) => r.idReserva)).toContain(done.data.idReserva);
    const trail = await audits();
    expect(trail.map((a) => a.action)).toEqual(['cashier.consulta', 'cashier.reserva']);
    expect(trail[1].detail).toMatchObject({ customerCi: '1000001' });
    const log = await t.call('GET', '/caja/acciones', undefined, { token: cashier });
    expect(log.data[0]).toMatchObject({ accion: 'reserva', documento: '1000001' });
    expect(log.data[0].detalle).toContain(`#${done.data.idReserva} · `);

    const cancelled = await send('/caja/cabanas/reservas/cancelar', {
      documento: '1000001',
      idReserva: done.data.idReserva,
    });
    expect(cancelled).toMatchObject({ status: 0, code: 'cabins.cancelled' });
    expect((await audits()).at(-1)!.action).toBe('cashier.cancelacion');
  });

  it('refuses an overdue customer with the dictionary reason, and an unknown or a cashier’s document at its field; nothing written, no act recorded', async () => {
    const before = {
      reservations: (await rows('select id from cabin_reservations')).length,
      audits: (await audits()).length,
    };
    const late = await send('/caja/cabanas/reservas', {
      documento: DEMO.overdueCustomer.user,
      parque: 1,
      tipo: 'familiar',
      llegada: day(5),
      salida: day(6),
    });
    expect(late).toMatchObject({ status: 1, code: 'cabins.overdue' });
    for (const documento of ['9999999', DEMO.cashier.user]) {
      const unknown = await send('/caja/cabanas/reservas', {
        documento,
        parque: 1,
        tipo: 'familiar',
        llegada: day(5),
        salida: day(6),
      });
      expect(unknown).toMatchObject({ status: 1, code: 'cashier.customerNotFound', data: { campo: 'documento' } });
    }
    const blank = await t.call('GET', '/caja/cabanas?documento=', undefined, { token: cashier });
    expect(blank).toMatchObject({ status: 1, code: 'cashier.documentRequired' });
    expect((await rows('select id from cabin_reservations')).length).toBe(before.reservations);
    expect((await audits()).length).toBe(before.audits);
  });

  it('cancels only the named customer’s reservation: another customer’s id answers like a missing one', async () => {
    const mine = await t.call(
      'POST',
      '/cabanas/reservas',
      { parque: 1, tipo: 'grupal', llegada: day(30), salida: day(31) },
      { token: customer, headers: { 'idempotency-key': `own-${randomUUID()}` } },
    );
    expect(mine.status).toBe(0);
    const wrong = await send('/caja/cabanas/reservas/cancelar', {
      documento: DEMO.overdueCustomer.user,
      idReserva: mine.data.idReserva,
    });
    expect(wrong).toMatchObject({ status: 1, code: 'cabins.notFound' });
    const [row] = await rows(`select state from cabin_reservations where id = ${mine.data.idReserva}`);
    expect(row.state).toBe('reserved');
  });

  it('is the cashier’s alone: a customer or an adviser calling the desk is refused', async () => {
    const refused = await t.call('GET', '/caja/cabanas?documento=1000002', undefined, { token: customer });
    expect(refused).toMatchObject({ status: 1, code: 'platform.forbidden' });
    const log = await t.call('GET', '/caja/acciones', undefined, { token: customer });
    expect(log).toMatchObject({ status: 1, code: 'platform.forbidden' });
  });
});
