import { notificationEndpoints as endpoints } from '@vo/domain/notifications/notifications.endpoints';
import { notificationOpsEndpoints as opsEndpoints } from '@vo/domain/notifications/notifications-ops.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

describe('notifications', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const list = (query: Record<string, unknown>, token = customer, lang = 'en') =>
    t.send(endpoints.page, query, { token, lang });
  const unread = async (token = customer) => (await t.send(endpoints.unreadCount, undefined, { token })).data.cantidad;

  it('pages the person’s own notifications newest first, 10 a page, with the count', async () => {
    const first = await list({ ci: '1000001', tipo: 1, token: 'x', pagina: 1 });
    expect(first.status).toBe(0);
    expect(first.data.count).toBe(15);
    expect(first.data.rows).toHaveLength(10);
    const dates = first.data.rows.map((row: { fecha_Hora: string }) => row.fecha_Hora);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data.rows[0]).toMatchObject({
      titulo: 'Cuota pagada',
      tipo: 1,
      descripcion: [{ estadoNotificacion: 'NO LEIDO' }],
    });
    const second = await list({ tipo: 1, pagina: 2 });
    expect(second.data.rows).toHaveLength(5);
    expect(second.data.rows.every((row: any) => row.descripcion[0].estadoNotificacion === 'LEIDO')).toBe(true);
    expect((await list({ tipo: 1, pagina: 3 })).data.rows).toEqual([]);
    const promotions = await list({ tipo: 2, pagina: 1 });
    expect(promotions.data.rows.map((row: { titulo: string }) => row.titulo)).toEqual(['Promoción dos por uno']);
  });

  it('answers the count with a page past the end, read with its page in one statement (docs/decisions/0029)', async () => {
    const past = await list({ tipo: 1, pagina: 40 });
    expect(past.status).toBe(0);
    expect(past.data).toEqual({ count: 15, rows: [] });
  });

  it('never lists another person’s notifications, whatever ci the query names', async () => {
    const theirs = await list({ ci: '1000001', tipo: 1, pagina: 1 }, overdue, 'es');
    expect(theirs).toMatchObject({ status: 1, message: 'No tiene permiso para hacer esto.' });
    const mine = await list({ tipo: 1, pagina: 1 }, overdue);
    expect(mine.data.rows.map((row: { titulo: string }) => row.titulo)).not.toContain('Cuota pagada');
  });

  it('marks one read, answers the unread left, and refuses another person’s id like a missing one', async () => {
    expect(await unread()).toBe(3);
    const id = (await list({ tipo: 1, pagina: 1 })).data.rows[0].idnotificacion;
    const byOther = await t.send(endpoints.markRead, { idnotificacion: id }, { token: overdue, lang: 'pt' });
    expect(byOther).toMatchObject({ status: 1, message: 'Essa notificação não existe.' });
    expect(await unread()).toBe(3);
    const marked = await t.send(endpoints.markRead, { idnotificacion: id }, { token: customer });
    expect(marked).toMatchObject({ status: 0, data: { idnotificacion: id, cantidad: 2 } });
    // Twice is harmless, and the older clients' PATCH and POST work the same way.
    expect(
      (await t.send(endpoints.markRead, { idnotificacion: id }, { token: customer, method: 'PATCH' })).data.cantidad,
    ).toBe(2);
    expect((await t.send(endpoints.markRead, { idnotificacion: id }, { token: customer, method: 'POST' })).status).toBe(
      0,
    );
    expect((await t.send(endpoints.markRead, { idnotificacion: 'abc' }, { token: customer })).status).toBe(1);
    expect(
      (await t.send(endpoints.markRead, { idnotificacion: 99999999 }, { token: customer, lang: 'es' })).message,
    ).toBe('Esa notificación no existe.');
  });

  it('stores an operator notice for one person or for everyone, counted as unread', async () => {
    const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
    const before = await unread(overdue);
    const one = await t.send(opsEndpoints.notify, { para: '1000002', titulo: 'Cuota', texto: 'Vence mañana' }, ops);
    expect(one).toMatchObject({ status: 0, data: { personas: 1 } });
    expect(await unread(overdue)).toBe(before + 1);
    const everyone = await t.send(
      opsEndpoints.notify,
      { para: 'all', titulo: 'Aviso', texto: 'Domingo' },
      { ...ops, lang: 'es' },
    );
    const people: any = await t.db.execute(sql`select count(*)::int as n from users where can_enter`);
    expect(everyone).toMatchObject({ status: 0, data: { personas: people.rows[0].n } });
    expect(everyone.message).toBe(`Enviado a ${people.rows[0].n} personas.`);
    expect(await unread(overdue)).toBe(before + 2);
    const promo = await t.send(opsEndpoints.promote, { para: '1000002', titulo: '2x1', texto: 'Dos por uno' }, ops);
    expect(promo.status).toBe(0);
    // A promotion is tipo 2: listed with promotions, not counted among unread notifications.
    expect(await unread(overdue)).toBe(before + 2);
    expect((await list({ tipo: 2, pagina: 1 }, overdue)).data.rows[0].titulo).toBe('2x1');
    expect((await t.send(opsEndpoints.notify, { para: '7777777', titulo: 'x', texto: 'y' }, ops)).code).toBe(
      'recovery.unknownUser',
    );
  });

  it('keeps the counts right however rows are written: a bulk insert, a read mark, a delete', async () => {
    const user: any = await t.db.execute(sql`select id from users where document_number = '2000002'`);
    const id = Number(user.rows[0].id);
    await t.db.execute(sql`
      insert into notifications (user_id, type, title, body, created_at, read_at)
      select ${id}, 1, 'Aviso ' || n, 'Detalle', now() - n * interval '1 minute',
             case when n % 4 = 0 then null else now() end
      from generate_series(1, 400) as n`);
    await t.db.execute(sql`delete from notifications where user_id = ${id} and title in ('Aviso 1', 'Aviso 4')`);
    await t.db.execute(sql`update notifications set read_at = now() where user_id = ${id} and title = 'Aviso 8'`);
    const truth: any = await t.db.execute(
      sql`select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
          from notifications where user_id = ${id} and type = 1`,
    );
    const token = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    // 400 inserted (100 unread), 2 deleted (one unread), one more read; plus the earlier broadcast.
    expect(truth.rows[0].total).toBeGreaterThanOrEqual(398);
    expect((await list({ tipo: 1, pagina: 1 }, token)).data.count).toBe(truth.rows[0].total);
    expect(await unread(token)).toBe(truth.rows[0].unread);
  });
});
