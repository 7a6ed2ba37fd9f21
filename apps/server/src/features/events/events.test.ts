import { eventEndpoints as endpoints } from '@vo/domain/events/events.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('events for guests (spec §2 /eventos, §5 event guest)', () => {
  const t = useTestApp();
  let customer: string;
  let other: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    other = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const guest = { idEvento: 1, nombreCompleto: 'Ana María Flores Vaca', ci: '7654321', fechaNacimiento: '1988-04-12' };
  const register = (body: object, token = customer, lang = 'en') =>
    t.send(endpoints.registerGuest, body, { token, lang });
  const guests = async () =>
    Number(((await t.db.execute(sql`select count(*)::int as n from event_guests`)) as any).rows[0].n);

  it('lists the events to come and registers a guest once per ID card', async () => {
    const events = await t.send(endpoints.list, undefined, { token: customer });
    expect(events.data.map((e: any) => e.idEvento)).toEqual([1, 2]);
    const registered = await register(guest, customer, 'es');
    expect(registered).toMatchObject({
      status: 0,
      code: 'events.registered',
      data: { ci: '7654321', evento: events.data[0].nombre },
    });
    expect(registered.message).toBe(`Ana María Flores Vaca quedó registrado para ${events.data[0].nombre}.`);
    expect(await register(guest, other)).toMatchObject({
      status: 1,
      code: 'events.alreadyRegistered',
      data: { campo: 'ci' },
    });
  });

  it('refuses every rule of spec §5 next to its field and writes nothing', async () => {
    const before = await guests();
    const cases: [object, string, string][] = [
      [{ idEvento: 99 }, 'events.eventRequired', 'idEvento'],
      [{ nombreCompleto: '' }, 'events.nameRequired', 'nombreCompleto'],
      [{ nombreCompleto: 'Ana 3' }, 'events.nameLettersOnly', 'nombreCompleto'],
      [{ nombreCompleto: 'a'.repeat(256) }, 'events.nameTooLong', 'nombreCompleto'],
      [{ ci: 'x'.repeat(41) }, 'events.idTooLong', 'ci'],
      [{ fechaNacimiento: '1990-02-30' }, 'events.birthDateInvalid', 'fechaNacimiento'],
      [{ fechaNacimiento: '2999-01-01' }, 'events.birthDateInvalid', 'fechaNacimiento'],
    ];
    for (const [change, code, campo] of cases)
      expect(await register({ ...guest, ci: '111222', ...change }), code).toMatchObject({
        status: 1,
        code,
        data: { campo },
      });
    expect(await guests()).toBe(before);
  });

  it('shows each person only the guests they registered', async () => {
    const mine = await t.send(endpoints.myGuests, undefined, { token: customer });
    expect(mine.data.map((g: any) => g.ci)).toEqual(['7654321']);
    expect((await t.send(endpoints.myGuests, undefined, { token: other })).data).toEqual([]);
  });
});
