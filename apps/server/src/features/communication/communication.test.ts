import { communicationEndpoints as endpoints } from '@vo/domain/communication/communication.endpoints';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import { formatBusinessDateTime } from '@vo/domain/time';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { auditLog, maintenanceWindows, notifications, outboxMessages, products, users } from '../../db/schema/index.ts';

describe('back office communication (decision 0038)', () => {
  const t = useTestApp();
  // Staff sessions end after 15 minutes without activity: each test opens its own, after the clock moved.
  let admin = '';
  let service = '';
  let sales = '';
  beforeEach(async () => {
    admin = await staffToken(t, 'admin');
    service = await staffToken(t, 'customer_service');
    sales = await staffToken(t, 'sales_manager');
  });
  const at = (secondsFromNow: number) =>
    formatBusinessDateTime(new Date(t.clock.now().getTime() + secondsFromNow * 1000));
  const check = () => t.send(maintenanceEndpoints.check);
  const windowCount = async () => Number((await t.db.select({ n: count() }).from(maintenanceWindows))[0]!.n);
  const noticesOf = async (title: string) =>
    (await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.title, title)))
      .map((row) => row.userId)
      .sort((a, b) => a - b);

  it('schedules a window ahead: the portal sees nothing before its start, maintenance from it, and the console counts down', async () => {
    const start = at(2 * 3_600);
    const end = at(3 * 3_600);
    const scheduled = await t.send(endpoints.schedule, { inicio: start, fin: end }, { token: admin });
    expect(scheduled).toMatchObject({
      status: 0,
      data: { inicio: start, fin: end, estado: 'proximo', segundos: 7_200 },
    });
    const id = scheduled.data!.id;
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'maintenance.schedule'), sql`${auditLog.detail}->>'id' = ${String(id)}`));
    expect(trail?.staffId).toBeGreaterThan(0);

    expect((await check()).status).toBe(0);
    t.clock.advanceSeconds(2 * 3_600 - 10);
    expect((await check()).status).toBe(0);
    t.clock.advanceSeconds(10);
    expect(await check()).toMatchObject({ status: 1, data: { fecha_fin_mantenimiento: end } });
    // The console is never stopped by maintenance; a new session, the last one idled for two hours.
    admin = await staffToken(t, 'admin');
    service = await staffToken(t, 'customer_service');

    const list = await t.send(endpoints.windows, { pagina: '1' }, { token: service });
    expect(list.data!.filas[0]).toMatchObject({ id, estado: 'activo', segundos: 3_600 });

    const ended = await t.send(endpoints.closeWindow, { id }, { token: admin });
    expect(ended.data).toMatchObject({ id, estado: 'pasado' });
    expect((await check()).status).toBe(0);
    expect((await t.send(endpoints.closeWindow, { id }, { token: admin })).code).toBe('adminCommunication.windowOver');
  });

  it('cancels an upcoming window: it never starts', async () => {
    const scheduled = await t.send(endpoints.schedule, { inicio: at(600), fin: at(1_200) }, { token: sales });
    const cancelled = await t.send(endpoints.closeWindow, { id: scheduled.data!.id }, { token: sales });
    expect(cancelled.status).toBe(0);
    t.clock.advanceSeconds(700);
    expect((await check()).status).toBe(0);
  });

  it('refuses bad windows next to their field and writes nothing', async () => {
    const before = await windowCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ inicio: at(3_600), fin: at(1_800) }, 'fin', 'adminCommunication.endBeforeStart'],
      [{ inicio: at(3_600), fin: at(3_600) }, 'fin', 'adminCommunication.endBeforeStart'],
      [{ inicio: at(-3_600), fin: at(3_600) }, 'inicio', 'adminCommunication.startInPast'],
      [{ inicio: '31/02/2030 10:00:00', fin: at(3_600) }, 'inicio', 'adminCommunication.dateInvalid'],
      [{ inicio: at(60), fin: '2030-01-01T00:00' }, 'fin', 'adminCommunication.dateInvalid'],
    ];
    for (const [body, campo, code] of cases) {
      const answer = await t.send(endpoints.schedule, body as never, { token: admin });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 1, code, data: { campo } });
    }
    expect(await windowCount()).toBe(before);
    expect((await check()).status).toBe(0);
  });

  it('sends a notice to a role: exactly that role’s people get it, and the answer says how many', async () => {
    const cashiers = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isCashier, true), eq(users.canEnter, true)))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(cashiers.length).toBeGreaterThan(0);
    const sent = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'rol', rol: 'cajeros', titulo: 'Caja cerrada el lunes', texto: 'Feriado.' },
      { token: service },
    );
    expect(sent).toMatchObject({ status: 0, data: { alcanzados: cashiers.length } });
    expect(await noticesOf('Caja cerrada el lunes')).toEqual(cashiers);
    const [trail] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'communication.notice'));
    expect(trail).toMatchObject({ detail: { audience: 'rol cajeros', people: cashiers.length } });
    expect(trail!.staffId).toBeGreaterThan(0);
  });

  it('sends a promotion to a company’s customers: the people owning one of its products', async () => {
    const [company] = await t.db.select({ id: products.companyId }).from(products).limit(1);
    const owners = [
      ...new Set(
        (
          await t.db
            .select({ id: products.userId })
            .from(products)
            .innerJoin(users, eq(users.id, products.userId))
            .where(and(eq(products.companyId, company!.id), eq(users.canEnter, true)))
        ).map((row) => row.id),
      ),
    ].sort((a, b) => a - b);
    const sent = await t.send(
      endpoints.send,
      { tipo: 'promocion', destino: 'empresa', empresa: company!.id, titulo: 'Descuento de temporada', texto: '10 %' },
      { token: sales },
    );
    expect(sent.data).toEqual({ alcanzados: owners.length });
    expect(await noticesOf('Descuento de temporada')).toEqual(owners);
  });

  it('sends to one person by document number and refuses a missing or unknown one next to its field', async () => {
    const sent = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'persona', ci: DEMO.customer.user, titulo: 'Solo para usted', texto: 'Hola.' },
      { token: admin },
    );
    expect(sent.data).toEqual({ alcanzados: 1 });
    expect((await noticesOf('Solo para usted')).length).toBe(1);

    const unknown = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'persona', ci: '999999999', titulo: 'x', texto: 'y' },
      { token: admin },
    );
    expect(unknown).toMatchObject({ status: 1, code: 'adminCommunication.personUnknown', data: { campo: 'ci' } });
    const noRole = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'rol', titulo: 'x', texto: 'y' },
      { token: admin },
    );
    expect(noRole).toMatchObject({ code: 'adminCommunication.roleRequired', data: { campo: 'rol' } });
    const longTitle = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'todos', titulo: 'x'.repeat(500), texto: 'y' },
      { token: admin },
    );
    expect(longTitle).toMatchObject({ code: 'adminCommunication.titleLength', data: { campo: 'titulo' } });
    expect(await noticesOf('x')).toEqual([]);
  });

  it('lists the outbox newest first with its delivery state, searched by recipient', async () => {
    const now = t.clock.now();
    await t.db.insert(outboxMessages).values([
      { channel: 'email', recipient: 'ana@correo.bo', subject: 'Uno', body: '.', createdAt: now, sentAt: now },
      { channel: 'sms', recipient: '+591-70000001', subject: 'Dos', body: '.', createdAt: now, sentAt: null },
    ]);
    const all = await t.send(endpoints.outbox, {}, { token: service });
    expect(all.data!.filas[0]).toMatchObject({
      canal: 'sms',
      destinatario: '+591-70000001',
      asunto: 'Dos',
      enviado: null,
    });
    expect(all.data!.filas[1]).toMatchObject({ destinatario: 'ana@correo.bo', enviado: formatBusinessDateTime(now) });
    const found = await t.send(endpoints.outbox, { buscar: 'ANA@' }, { token: service });
    expect(found.data).toMatchObject({ total: 1, pagina: 1, filas: [{ asunto: 'Uno' }] });
  });

  it('refuses a cashier supervisor and a portal token', async () => {
    const supervisor = await staffToken(t, 'cashier_supervisor');
    const refused = await t.send(endpoints.outbox, {}, { token: supervisor });
    expect(refused.code).toBe('platform.forbidden');
    const sent = await t.send(
      endpoints.send,
      { tipo: 'aviso', destino: 'todos', titulo: 'Nunca', texto: 'y' },
      { token: supervisor },
    );
    expect(sent.code).toBe('platform.forbidden');
    expect(await noticesOf('Nunca')).toEqual([]);
    const portal = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await t.send(endpoints.windows, {}, { token: portal })).status).toBe(7);
  });

  it('starts the next window on time even when many are scheduled further ahead', async () => {
    for (let day = 1; day <= 21; day++) {
      const far = await t.send(
        endpoints.schedule,
        { inicio: at(day * 86_400), fin: at(day * 86_400 + 3_600) },
        { token: admin },
      );
      expect(far.status).toBe(0);
    }
    const next = await t.send(endpoints.schedule, { inicio: at(600), fin: at(1_200) }, { token: admin });
    t.clock.advanceSeconds(600);
    expect(await check()).toMatchObject({ status: 1, data: { fecha_fin_mantenimiento: next.data!.fin } });
    t.clock.advanceSeconds(600);
    expect((await check()).status).toBe(0);
  });
});
