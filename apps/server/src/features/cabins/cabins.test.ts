import { randomUUID } from 'node:crypto';
import { CABINS_PER_PERSON_PER_NIGHT } from '@vo/domain/cabins/cabin-config';
import { cabinEndpoints as endpoints } from '@vo/domain/cabins/cabins.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('cabin reservation (spec §2 /reservar-cabana, §6)', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  let firstSteps: string;
  let adviser: string;
  const day = (n: number) => addDaysToDate(businessDateOf(t.clock.now()), n);
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    firstSteps = await loginAs(t.call, DEMO.firstSteps.user, DEMO.firstSteps.password);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const reserve = (body: object, token = customer) =>
    t.send(endpoints.reserve, body, { token, headers: { 'idempotency-key': `cabin-${randomUUID()}` } });
  const cancel = (idReserva: number, token = customer) =>
    t.send(endpoints.cancel, { idReserva }, { token, headers: { 'idempotency-key': `cabin-${randomUUID()}` } });
  const count = async () => {
    const r: any = await t.db.execute(sql`select count(*)::int as n from cabin_reservations`);
    return Number(r.rows[0].n);
  };

  it('reserves a free cabin for a customer with current instalments and a valid ID card, and counts it off the calendar', async () => {
    const before = (
      await t.send(
        endpoints.availability,
        { parque: 1, tipo: 'familiar', desde: day(10), dias: 3 },
        { token: customer },
      )
    ).data;
    expect(before).toMatchObject({ cabanas: 5 });
    expect(before.noches.map((n: any) => n.libres)).toEqual([5, 5, 5]);
    const done = await reserve({ parque: 1, tipo: 'familiar', llegada: day(10), salida: day(12) });
    expect(done).toMatchObject({
      status: 0,
      code: 'cabins.reserved',
      data: { noches: 2, total: '900.00', cabana: 'F-01' },
    });
    const after = (
      await t.send(
        endpoints.availability,
        { parque: 1, tipo: 'familiar', desde: day(10), dias: 3 },
        { token: customer },
      )
    ).data;
    expect(after.noches.map((n: any) => n.libres)).toEqual([4, 4, 5]);
    const home = (await t.send(endpoints.home, undefined, { token: customer })).data;
    expect(home.impedimento).toBeNull();
    expect(home.reservas[0]).toMatchObject({
      estado: 'reservada',
      llegada: day(10),
      salida: day(12),
      cancelable: true,
    });
  });

  it('refuses, with the dictionary message and what to do, an overdue customer and one without an ID card on file; nothing written', async () => {
    const before = await count();
    const late = await reserve({ parque: 1, tipo: 'pareja', llegada: day(5), salida: day(6) }, overdue);
    expect(late).toMatchObject({ status: 1, code: 'cabins.overdue' });
    expect(late.message).toContain('overdue instalments may not reserve');
    const home = (await t.send(endpoints.home, undefined, { token: overdue })).data;
    expect(home.impedimento.codigo).toBe('cabins.overdue');
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(5), salida: day(6) }, firstSteps)).code).toBe(
      'cabins.idCardMissing',
    );
    // An adviser with an ID card on file but no product of their own is no customer with current instalments.
    const noProduct = await reserve({ parque: 1, tipo: 'pareja', llegada: day(5), salida: day(6) }, adviser);
    expect(noProduct).toMatchObject({ status: 1, code: 'cabins.noProduct' });
    expect(await count()).toBe(before);
  });

  it('wants the ID card valid to the end of the stay', async () => {
    await t.db.execute(sql`update users set id_card_expires_on = ${day(15)}::date where document_number = '1000004'`);
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(14), salida: day(16) }, firstSteps)).code).toBe(
      'cabins.idCardExpired',
    );
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(13), salida: day(15) }, firstSteps)).status).toBe(
      0,
    );
    await t.db.execute(sql`update users set id_card_expires_on = '2030-03-31' where document_number = '1000004'`);
  });

  it('checks the dates: tomorrow at the earliest, 90 days ahead at the most, 1 to 7 nights', async () => {
    expect(await reserve({ parque: 1, tipo: 'pareja', llegada: day(0), salida: day(1) })).toMatchObject({
      code: 'cabins.outOfRange',
      data: { campo: 'llegada' },
    });
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(91), salida: day(92) })).code).toBe(
      'cabins.outOfRange',
    );
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(90), salida: day(91) })).status).toBe(0);
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(30), salida: day(38) })).code).toBe(
      'cabins.tooManyNights',
    );
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: day(30), salida: day(30) })).code).toBe(
      'cabins.datesInvalid',
    );
    expect((await reserve({ parque: 1, tipo: 'pareja', llegada: '2026-02-30', salida: day(30) })).data.campo).toBe(
      'llegada',
    );
    expect((await reserve({ parque: 7, tipo: 'pareja', llegada: day(30), salida: day(31) })).code).toBe(
      'cabins.parkInvalid',
    );
  });

  it('never books the last cabin twice: two people after the same nights at once, exactly one gets it', async () => {
    const both = await Promise.all([
      reserve({ parque: 2, tipo: 'grupal', llegada: day(40), salida: day(43) }, customer),
      reserve({ parque: 2, tipo: 'grupal', llegada: day(41), salida: day(42) }, firstSteps),
    ]);
    expect(both.filter((a) => a.status === 0)).toHaveLength(1);
    expect(both.find((a) => a.status !== 0)!.code).toBe('cabins.noneFree');
    const nights: any =
      await t.db.execute(sql`select night, count(*)::int as n from cabin_nights n join cabins c on c.id = n.cabin_id
      where c.park_id = 2 and c.type = 'grupal' group by night having count(*) > 1`);
    expect(nights.rows).toHaveLength(0);
  });

  it('lets one person hold at most the cabins allowed per night, even asked all at once (decision 0042)', async () => {
    const five = await Promise.all(
      Array.from({ length: 5 }, () => reserve({ parque: 1, tipo: 'familiar', llegada: day(60), salida: day(61) })),
    );
    expect(five.filter((a) => a.status === 0)).toHaveLength(CABINS_PER_PERSON_PER_NIGHT);
    for (const refused of five.filter((a) => a.status !== 0)) {
      expect(refused).toMatchObject({ status: 1, code: 'cabins.perNightCap' });
      expect(refused.message).toContain(String(CABINS_PER_PERSON_PER_NIGHT));
    }
    // Another park, another kind, a longer stay over that night: the person's nights are counted, not a kind's.
    expect((await reserve({ parque: 2, tipo: 'pareja', llegada: day(59), salida: day(62) })).code).toBe(
      'cabins.perNightCap',
    );
    // The night before and after are the person's to book, and the cabins left are someone else's to take.
    expect((await reserve({ parque: 2, tipo: 'pareja', llegada: day(59), salida: day(60) })).status).toBe(0);
    const left = (
      await t.send(
        endpoints.availability,
        { parque: 1, tipo: 'familiar', desde: day(60), dias: 1 },
        { token: customer },
      )
    ).data;
    expect(left.noches[0].libres).toBe(5 - CABINS_PER_PERSON_PER_NIGHT);
  });

  it('cancels one’s own reservation until 48 hours before arrival, and frees its nights; not another’s', async () => {
    const soon = await reserve({ parque: 2, tipo: 'pareja', llegada: day(2), salida: day(3) });
    const later = await reserve({ parque: 2, tipo: 'pareja', llegada: day(20), salida: day(21) });
    expect((await cancel(later.data.idReserva, adviser)).code).toBe('cabins.notFound');
    expect((await cancel(later.data.idReserva, overdue)).code).toBe('cabins.notFound');
    expect((await cancel(later.data.idReserva)).code).toBe('cabins.cancelled');
    expect((await cancel(later.data.idReserva)).code).toBe('cabins.alreadyCancelled');
    const free = (
      await t.send(endpoints.availability, { parque: 2, tipo: 'pareja', desde: day(20), dias: 1 }, { token: customer })
    ).data;
    expect(free.noches[0].libres).toBe(2);
    // Arrival the day after tomorrow: less than 48 hours before it begins, whatever the hour today.
    const tooLate = await cancel(soon.data.idReserva);
    expect(tooLate).toMatchObject({ status: 1, code: 'cabins.tooLateToCancel' });
    expect(tooLate.message).toContain('48 hours');
  });
});
