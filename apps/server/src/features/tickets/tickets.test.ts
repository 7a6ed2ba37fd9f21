import { randomUUID } from 'node:crypto';
import { ticketEndpoints as endpoints } from '@vo/domain/tickets/tickets.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('tickets and coupons (spec §2 /Tickets, §4, §9)', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const use = (idTicket: number, token = customer, key = `ticket-${randomUUID()}`) =>
    t.send(endpoints.use, { idTicket }, { token, headers: { 'idempotency-key': key } });
  const mine = async (token = customer) => (await t.send(endpoints.list, undefined, { token })).data;
  const byTitle = async (title: string, token = customer) => (await mine(token)).find((x: any) => x.titulo === title);

  it('lists one’s own tickets in their four states, and the season pass’s benefits', async () => {
    const list = await mine();
    expect(Object.fromEntries(list.map((x: any) => [x.titulo, x.estado]))).toEqual({
      'Pase al parque': 'vigente',
      'Cupón spa': 'vigente',
      'Pase de cortesía': 'vencido',
      'Pase de temporada 2027': 'pendiente',
      'Noche de hotel — Hotel Los Tajibos': 'vigente',
    });
    const pass = await mine(overdue);
    expect(pass.map((x: any) => [x.titulo, x.usosTotales, x.descuento])).toEqual(
      expect.arrayContaining([
        ['Pases al parque del abono', 10, null],
        ['Descuento en spa', 1, 10],
        ['Descuento en hospitalización', 1, 5],
      ]),
    );
  });

  it('takes one use exactly once: a repeated press with the same key, and two presses at once on the last use', async () => {
    const pass = await byTitle('Pase al parque');
    const key = `ticket-${randomUUID()}`;
    const first = await use(pass.idTicket, customer, key);
    expect(first).toMatchObject({ status: 0, code: 'tickets.used', data: { usosRestantes: 2 } });
    expect(first.message).toBe('Ticket used. Uses left: 2.');
    // The proof shown at the gate: the use's code and instant; the same press resent shows the same proof.
    expect(first.data.uso.codigo).toMatch(/^USO-\d{6}$/);
    expect(Math.abs(Date.parse(first.data.uso.fecha) - t.clock.now().getTime())).toBeLessThan(1_000);
    const again = await use(pass.idTicket, customer, key);
    expect(again.data.usosRestantes).toBe(2);
    expect(again.data.uso).toEqual(first.data.uso);
    expect((await use(pass.idTicket)).data.usosRestantes).toBe(1);
    const both = await Promise.all([use(pass.idTicket), use(pass.idTicket)]);
    expect(both.filter((a) => a.status === 0)).toHaveLength(1);
    expect(both.find((a) => a.status !== 0)!.code).toBe('tickets.exhausted');
    expect((await byTitle('Pase al parque')).estado).toBe('agotado');
    const uses: any = await t.db.execute(
      sql`select count(*)::int as n from ticket_uses where ticket_id = ${pass.idTicket}`,
    );
    expect(uses.rows[0].n).toBe(3);
  });

  it('refuses an expired, a pending or someone else’s ticket, and changes nothing', async () => {
    expect((await use((await byTitle('Pase de cortesía')).idTicket)).code).toBe('tickets.expired');
    expect((await use((await byTitle('Pase de temporada 2027')).idTicket)).code).toBe('tickets.pending');
    const theirs = (await byTitle('Descuento en spa', overdue)).idTicket;
    expect(await use(theirs)).toMatchObject({ code: 'tickets.notFound', data: { campo: 'idTicket' } });
    expect((await byTitle('Descuento en spa', overdue)).usosRestantes).toBe(1);
    expect((await byTitle('Pase de cortesía')).usosRestantes).toBe(1);
  });
});
