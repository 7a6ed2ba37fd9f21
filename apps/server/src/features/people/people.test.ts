import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { LOGIN_FAILURES_BEFORE_LOCK, RECOVERY_SENDS_PER_HOUR } from '@vo/domain/auth/auth-config';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import { peopleEndpoints as endpoints } from '@vo/domain/people/people.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyLoginBody, registerKey, testDevice } from '../../../test/device-key-fixture.ts';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { auditLog, outboxMessages, payments, products, staff, users } from '../../db/schema/index.ts';

describe('the back office’s People section (decision 0038)', () => {
  const t = useTestApp();
  let service: string;
  let admin: string;
  let juanId: number;
  let serviceId: number;
  beforeAll(async () => {
    service = await staffToken(t, 'customer_service');
    admin = await staffToken(t, 'admin');
    const [juan] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, '1000002'));
    juanId = juan!.id;
    const [member] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'customer_service'));
    serviceId = member!.id;
  });
  const search = (buscar: string, token = service, pagina?: string) =>
    t.send(endpoints.search, pagina ? { buscar, pagina } : { buscar }, { token });
  const lastAudit = async (action: string) => {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.userId, juanId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };
  const home = (token: string) => t.send(sessionEndpoints.home, undefined, { token });

  it('finds a person by document prefix, name (start of any word, any case), e-mail and phone', async () => {
    for (const text of ['100000', 'juan car', 'MAMANI', 'juan.mamani@', '72345678', '7234']) {
      const found = await search(text);
      expect(found.status, text).toBe(0);
      expect(
        found.data!.filas.map((row: { ci: string }) => row.ci),
        text,
      ).toContain('1000002');
    }
    const [row] = (await search('1000002')).data!.filas;
    expect(row).toEqual({
      idPersona: juanId,
      ci: '1000002',
      nombre: 'Juan Carlos Mamani Quispe',
      correo: 'juan.mamani@example.com',
      telefono: '+591-72345678',
      rol: 'cliente',
      habilitado: true,
      bloqueado: false,
    });
    expect((await search('zzzz-nadie')).data).toMatchObject({ filas: [], total: 0, totalLimitado: false });
    // A pattern character is a character, not a wildcard.
    expect((await search('%')).data!.filas).toEqual([]);
  });

  it('pages the list on the server, with the whole count', async () => {
    const first = await search('', service);
    expect(first.data!.filas).toHaveLength(Math.min(BACK_OFFICE_PAGE_SIZE, first.data!.total));
    expect(first.data).toMatchObject({ pagina: 1, tamanoPagina: BACK_OFFICE_PAGE_SIZE, totalLimitado: false });
    const pages = Math.ceil(first.data!.total / BACK_OFFICE_PAGE_SIZE);
    const last = await search('', service, String(pages));
    expect(last.data!.filas.length).toBe(first.data!.total - (pages - 1) * BACK_OFFICE_PAGE_SIZE);
    expect((await search('', service, String(pages + 1))).data!.filas).toEqual([]);
    expect((await search('', service, '0')).code).toBe('staff.pageInvalid');
  });

  it('shows a person’s profile, products, payments, sessions, devices, procedures and trail', async () => {
    await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const detail = await t.send(endpoints.detail, { idPersona: String(juanId) }, { token: service });
    expect(detail.status).toBe(0);
    const data = detail.data!;
    expect(data.perfil).toMatchObject({ ci: '1000002', habilitado: true, bloqueado: false });
    expect(data.productos.length).toBeGreaterThan(0);
    expect(data.productos.some((product: { estado: string }) => product.estado === 'en_mora')).toBe(true);
    expect(data.sesiones.length).toBeGreaterThan(0);
    expect(data.auditoria.length).toBeGreaterThan(0);
    const maria = (await search('1000001')).data!.filas[0]!;
    const hers = await t.send(endpoints.detail, { idPersona: String(maria.idPersona) }, { token: service });
    expect(hers.data!.tramites.length).toBe(2);
    // The latest twenty payments, newest first.
    const [product] = await t.db.select().from(products).where(eq(products.userId, maria.idPersona)).limit(1);
    const at = (i: number) => new Date(t.clock.now().getTime() - (30 - i) * 60_000);
    await t.db.insert(payments).values(
      Array.from({ length: 21 }, (_, i) => ({
        userId: maria.idPersona,
        productId: product!.id,
        companyId: product!.companyId,
        method: 'card',
        state: 'pending',
        amountCents: BigInt(100 + i),
        currency: 'USD',
        createdAt: at(i),
      })),
    );
    const paid = await t.send(endpoints.detail, { idPersona: String(maria.idPersona) }, { token: service });
    expect(paid.data!.pagos).toHaveLength(20);
    expect(paid.data!.pagos[0]).toMatchObject({ idProducto: product!.id, monto: '1.20', metodo: 'card' });
    const nobody = await t.send(endpoints.detail, { idPersona: '999999999' }, { token: service });
    expect(nobody).toMatchObject({ status: 1, code: 'adminPeople.notFound' });
  });

  it('ends every session of the person, audited with the staff member and reason', async () => {
    const token = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const done = await t.send(
      endpoints.endSessions,
      { idPersona: juanId, motivo: 'Perdió su celular' },
      { token: service },
    );
    expect(done).toMatchObject({ status: 0, data: { idPersona: juanId } });
    expect((await home(token)).status).toBe(7);
    const entry = await lastAudit('staff.people.endSessions');
    expect(entry).toMatchObject({ staffId: serviceId, detail: { reason: 'Perdió su celular' } });
    const trail = await t.send(endpoints.detail, { idPersona: String(juanId) }, { token: service });
    expect(trail.data!.auditoria[0]).toMatchObject({
      accion: 'staff.people.endSessions',
      personal: expect.any(String),
    });
  });

  it('signs the person out of every device: sessions ended, device keys revoked, audited with the reason', async () => {
    const phone = testDevice('phone-juan-lost');
    const { token } = await registerKey(t, DEMO.overdueCustomer, phone);
    const done = await t.send(
      endpoints.signOutDevices,
      { idPersona: juanId, motivo: 'Le robaron el celular' },
      { token: service },
    );
    expect(done).toMatchObject({ status: 0, data: { idPersona: juanId } });
    expect((await home(token)).status).toBe(7);
    const keyLogin = await t.send(authEndpoints.login, await keyLoginBody(t, DEMO.overdueCustomer.user, phone));
    expect(keyLogin.code).toBe('auth.deviceKeyRefused');
    expect(await lastAudit('staff.people.signOutDevices')).toMatchObject({
      staffId: serviceId,
      detail: { reason: 'Le robaron el celular' },
    });
    const detail = await t.send(endpoints.detail, { idPersona: String(juanId) }, { token: service });
    expect(detail.data!.llaves.every((key: { revocada: string | null }) => key.revocada !== null)).toBe(true);
  });

  it('disables and enables the person', async () => {
    const token = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const reason = { idPersona: juanId, motivo: 'Pedido del titular' };
    expect((await t.send(endpoints.disable, reason, { token: service })).status).toBe(0);
    expect((await home(token)).status).toBe(7);
    expect((await t.send(authEndpoints.login, { ...DEMO.overdueCustomer, dispositivo: 'test' })).status).toBe(1);
    expect((await search('1000002')).data!.filas[0]!.habilitado).toBe(false);
    expect(await lastAudit('staff.people.disable')).toMatchObject({
      staffId: serviceId,
      detail: { reason: 'Pedido del titular' },
    });
    expect((await t.send(endpoints.enable, reason, { token: admin })).status).toBe(0);
    expect((await search('1000002')).data!.filas[0]!.habilitado).toBe(true);
    expect(await lastAudit('staff.people.enable')).toMatchObject({ detail: { reason: 'Pedido del titular' } });
    await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });

  it('unlocks a login locked by wrong passwords', async () => {
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) {
      await t.send(authEndpoints.login, { user: '1000002', password: `Wrong#${i}abc`, dispositivo: 'test' });
    }
    expect((await search('1000002')).data!.filas[0]!.bloqueado).toBe(true);
    expect((await t.send(authEndpoints.login, { ...DEMO.overdueCustomer, dispositivo: 'test' })).code).toBe(
      'auth.locked',
    );
    const done = await t.send(
      endpoints.unlock,
      { idPersona: juanId, motivo: 'Llamó desde su número' },
      { token: service },
    );
    expect(done.status).toBe(0);
    expect((await search('1000002')).data!.filas[0]!.bloqueado).toBe(false);
    await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    expect(await lastAudit('staff.people.unlock')).toMatchObject({ staffId: serviceId });
  });

  it('sends a recovery code by SMS to the phone on file', async () => {
    const before = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+591-72345678'));
    const done = await t.send(
      endpoints.sendRecoveryCode,
      { idPersona: juanId, motivo: 'Olvidó su clave' },
      { token: service },
    );
    expect(done.status).toBe(0);
    const after = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+591-72345678'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.channel).toBe('sms');
    expect(await lastAudit('staff.people.sendRecoveryCode')).toMatchObject({ detail: { reason: 'Olvidó su clave' } });
  });

  it('counts the console’s recovery codes in the same cap per document and hour as the portal’s, sent at once too (decision 0042)', async () => {
    const [sofia] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, '1000004'));
    const sent = () => t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+591-77890123'));
    const before = (await sent()).length;
    expect((await t.send(authEndpoints.sendRecoveryCode, { ci: '1000004', metodo: 'sms' })).status).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.send(endpoints.sendRecoveryCode, { idPersona: sofia!.id, motivo: 'Pide su código' }, { token: service }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(RECOVERY_SENDS_PER_HOUR - 1);
    for (const refused of answers.filter((answer) => answer.status !== 0)) {
      expect(refused).toMatchObject({ status: 1, code: 'recovery.tooManySends' });
    }
    expect((await sent()).length - before).toBe(RECOVERY_SENDS_PER_HOUR);
    // And the portal's own send finds the cap reached by the console's.
    expect((await t.send(authEndpoints.sendRecoveryCode, { ci: '1000004', metodo: 'sms' })).code).toBe(
      'recovery.tooManySends',
    );
  });

  it('refuses a bad reason next to its field, and changes nothing', async () => {
    const token = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const before = await t.db.select().from(auditLog).where(eq(auditLog.userId, juanId));
    for (const motivo of ['no', '', 'x'.repeat(301)]) {
      const refused = await t.send(endpoints.disable, { idPersona: juanId, motivo }, { token: service });
      expect(refused).toMatchObject({ status: 1, code: 'staff.reasonLength', data: { campo: 'motivo' } });
    }
    expect((await home(token)).status).toBe(0);
    expect((await search('1000002')).data!.filas[0]!.habilitado).toBe(true);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.userId, juanId))).length).toBe(before.length);
  });

  it('lets the sales manager and the cashier supervisor read but never act, and refuses portal tokens', async () => {
    for (const role of ['sales_manager', 'cashier_supervisor'] as const) {
      const token = await staffToken(t, role);
      expect((await search('1000002', token)).status).toBe(0);
      const refused = await t.send(endpoints.endSessions, { idPersona: juanId, motivo: 'Un motivo' }, { token });
      expect(refused.code).toBe('platform.forbidden');
    }
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await search('1000002', customer)).status).toBe(7);
    expect(
      (await t.send(endpoints.unlock, { idPersona: juanId, motivo: 'Un motivo' }, { token: customer })).status,
    ).toBe(7);
  });
});
