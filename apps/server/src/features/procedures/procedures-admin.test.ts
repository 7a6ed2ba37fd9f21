import { procedureEndpoints } from '@vo/domain/procedures/procedures.endpoints';
import { procedureAdminEndpoints as endpoints } from '@vo/domain/procedures/procedures-admin.endpoints';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { auditLog, notifications, staff } from '../../db/schema/index.ts';

describe('the back office’s procedures queue (decision 0038)', () => {
  const t = useTestApp();
  let service: string;
  beforeAll(async () => {
    service = await staffToken(t, 'customer_service');
  });

  it('lists the procedures oldest first, with the customer, and filters by state and customer', async () => {
    const all = await t.send(endpoints.queue, {}, { token: service });
    expect(all.status).toBe(0);
    const rows = all.data!.filas;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row: { creado: string }) => row.creado)).toEqual(
      [...rows.map((row: { creado: string }) => row.creado)].sort(),
    );
    expect(rows[0]).toMatchObject({ ci: '1000001', nombre: 'María Fernanda Rojas Vaca' });
    const observed = await t.send(endpoints.queue, { estado: 'observado' }, { token: service });
    expect(observed.data!.filas.every((row: { estado: string }) => row.estado === 'observado')).toBe(true);
    expect(observed.data!.filas[0]!.nota).toContain('carnet');
    expect((await t.send(endpoints.queue, { buscar: 'rojas' }, { token: service })).data!.total).toBe(2);
    expect((await t.send(endpoints.queue, { buscar: '1000002' }, { token: service })).data!.total).toBe(0);
    expect((await t.send(endpoints.queue, { estado: 'nada' } as never, { token: service })).code).toBe(
      'procedures.stateInvalid',
    );
  });

  it('moves a procedure like the operator does: the customer is notified, the staff member audited', async () => {
    const [open] = (await t.send(endpoints.queue, { estado: 'observado' }, { token: service })).data!.filas;
    const moved = await t.send(
      endpoints.move,
      { idTramite: open!.idTramite, estado: 'en_revision', nota: 'Recibimos su carnet.' },
      { token: service },
    );
    expect(moved).toMatchObject({ status: 0, data: { idTramite: open!.idTramite, estado: 'en_revision' } });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.id, moved.data!.idnotificacion));
    expect(notice).toBeDefined();
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const [member] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'customer_service'));
    expect(entry).toMatchObject({ action: 'staff.procedure.move', staffId: member!.id });
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const mine = await t.send(procedureEndpoints.list, undefined, { token: customer });
    expect(mine.data!.find((row: { idTramite: number }) => row.idTramite === open!.idTramite)).toMatchObject({
      estado: 'en_revision',
      nota: 'Recibimos su carnet.',
    });
    // A closed procedure stays closed; the refusal names its field.
    const resolved = (await t.send(endpoints.queue, { estado: 'resuelto' }, { token: service })).data!.filas[0]!;
    const refused = await t.send(
      endpoints.move,
      { idTramite: resolved.idTramite, estado: 'en_revision' },
      { token: service },
    );
    expect(refused).toMatchObject({ status: 1, code: 'procedures.closed', data: { campo: 'estado' } });
  });

  it('is customer service’s and the administrator’s only', async () => {
    for (const role of ['sales_manager', 'cashier_supervisor'] as const) {
      const token = await staffToken(t, role);
      expect((await t.send(endpoints.queue, {}, { token })).code).toBe('platform.forbidden');
      const move = await t.send(endpoints.move, { idTramite: 1, estado: 'en_revision' }, { token });
      expect(move.code).toBe('platform.forbidden');
    }
    expect((await t.send(endpoints.queue, {}, { token: await staffToken(t, 'admin') })).status).toBe(0);
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await t.send(endpoints.queue, {}, { token: customer })).status).toBe(7);
  });
});
