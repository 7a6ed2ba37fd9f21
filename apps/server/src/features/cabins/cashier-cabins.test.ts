import { randomUUID } from 'node:crypto';
import { CABINS_PER_PERSON_PER_NIGHT } from '@vo/domain/cabins/cabin-config';
import { cabinEndpoints } from '@vo/domain/cabins/cabins.endpoints';
import { cashierEndpoints as endpoints } from '@vo/domain/cashier/cashier.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('the cashier reserves a cabin for a customer named by document, audited', () => {
  const t = useTestApp();
  let cashier: string;
  let customer: string;
  const day = (n: number) => addDaysToDate(businessDateOf(t.clock.now()), n);
  beforeAll(async () => {
    cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const send = (
    endpoint: typeof endpoints.reserveCabin | typeof endpoints.cancelCabin,
    body: object,
    token = cashier,
  ) => t.send(endpoint, body, { token, headers: { 'idempotency-key': `desk-${randomUUID()}` } });
  const rows = async (query: string) => {
    const r: any = await t.db.execute(sql.raw(query));
    return r.rows as any[];
  };
  const audits = () => rows(`select action, detail from audit_log where action like 'cashier.%' order by id`);

  it('finds the customer, reserves for them under the same rules, and writes the act and the cashier to the record', async () => {
    const home = await t.send(endpoints.cabins, { documento: DEMO.customer.user }, { token: cashier });
    expect(home).toMatchObject({
      status: 0,
      data: { cliente: { documento: '1000001', nombre: 'María Fernanda Rojas Vaca' }, impedimento: null },
    });
    const done = await send(endpoints.reserveCabin, {
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
    const own = (await t.send(cabinEndpoints.home, undefined, { token: customer })).data;
    expect(own.reservas.map((r: any) => r.idReserva)).toContain(done.data.idReserva);
    const trail = await audits();
    expect(trail.map((a) => a.action)).toEqual(['cashier.consulta', 'cashier.reserva']);
    expect(trail[1].detail).toMatchObject({ customerCi: '1000001' });
    const log = await t.send(endpoints.actions, undefined, { token: cashier });
    expect(log.data[0]).toMatchObject({ accion: 'reserva', documento: '1000001' });
    expect(log.data[0].detalle).toContain(`#${done.data.idReserva} · `);

    const cancelled = await send(endpoints.cancelCabin, {
      documento: '1000001',
      idReserva: done.data.idReserva,
    });
    expect(cancelled).toMatchObject({ status: 0, code: 'cabins.cancelled' });
    expect((await audits()).at(-1)!.action).toBe('cashier.cancelacion');
  });

  it('refuses an overdue customer with the dictionary reason worded for the desk, and an unknown or a cashier’s document at its field; nothing written, no refused act recorded', async () => {
    const before = {
      reservations: (await rows('select id from cabin_reservations')).length,
      audits: (await audits()).length,
    };
    const late = await send(endpoints.reserveCabin, {
      documento: DEMO.overdueCustomer.user,
      parque: 1,
      tipo: 'familiar',
      llegada: day(5),
      salida: day(6),
    });
    // Worded for the cashier: about the customer in front of them, not "pay your instalments".
    expect(late).toMatchObject({
      status: 1,
      code: 'cabins.desk.overdue',
      message: 'This customer has overdue instalments and may not reserve until they are paid.',
    });
    const looked = await t.send(
      endpoints.cabins,
      { documento: DEMO.overdueCustomer.user },
      { token: cashier, lang: 'es' },
    );
    expect(looked.data.impedimento).toEqual({
      codigo: 'cabins.desk.overdue',
      mensaje: 'Este cliente tiene cuotas en mora y no puede reservar hasta pagarlas.',
    });
    for (const documento of ['9999999', DEMO.cashier.user]) {
      const unknown = await send(endpoints.reserveCabin, {
        documento,
        parque: 1,
        tipo: 'familiar',
        llegada: day(5),
        salida: day(6),
      });
      expect(unknown).toMatchObject({ status: 1, code: 'cashier.customerNotFound', data: { campo: 'documento' } });
    }
    const blank = await t.send(endpoints.cabins, { documento: '' }, { token: cashier });
    expect(blank).toMatchObject({ status: 1, code: 'cashier.documentRequired' });
    expect((await rows('select id from cabin_reservations')).length).toBe(before.reservations);
    // The lookup is an act of its own, recorded; the refused reservations are not.
    expect((await audits()).length).toBe(before.audits + 1);
  });

  it('cancels only the named customer’s reservation: another customer’s id answers like a missing one', async () => {
    const mine = await t.send(
      cabinEndpoints.reserve,
      { parque: 1, tipo: 'grupal', llegada: day(30), salida: day(31) },
      { token: customer, headers: { 'idempotency-key': `own-${randomUUID()}` } },
    );
    expect(mine.status).toBe(0);
    const wrong = await send(endpoints.cancelCabin, {
      documento: DEMO.overdueCustomer.user,
      idReserva: mine.data.idReserva,
    });
    expect(wrong).toMatchObject({ status: 1, code: 'cabins.notFound' });
    const [row] = await rows(`select state from cabin_reservations where id = ${mine.data.idReserva}`);
    expect(row.state).toBe('reserved');
  });

  it('is the cashier’s alone: a customer or an adviser calling the desk is refused', async () => {
    const refused = await t.send(endpoints.cabins, { documento: '1000002' }, { token: customer });
    expect(refused).toMatchObject({ status: 1, code: 'platform.forbidden' });
    const log = await t.send(endpoints.actions, undefined, { token: customer });
    expect(log).toMatchObject({ status: 1, code: 'platform.forbidden' });
  });

  it('counts the desk’s bookings in the customer’s cabins per night, and says so about the customer (decision 0042)', async () => {
    const stay = { documento: '1000001', parque: 1, tipo: 'grupal', llegada: day(70), salida: day(71) };
    for (let held = 0; held < CABINS_PER_PERSON_PER_NIGHT; held++) {
      expect((await send(endpoints.reserveCabin, stay)).status).toBe(0);
    }
    const refused = await send(endpoints.reserveCabin, stay);
    expect(refused).toMatchObject({ status: 1, code: 'cabins.desk.perNightCap' });
    expect(refused.message).toContain('This customer already holds');
  });
});
