import { randomUUID } from 'node:crypto';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { procedureEndpoints as endpoints } from '@vo/domain/procedures/procedures.endpoints';
import { procedureOpsEndpoints as opsEndpoints } from '@vo/domain/procedures/procedures-ops.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

/** 1000001's demo procedures (seed/demo-procedures.ts). */
const OBSERVED_PLAN_CHANGE = 1;
const DETAIL = 'Necesito un certificado de pagos al día del lote.';

describe('procedures (spec §2 /tramites, docs/decisions/0014)', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  let cashier: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
  });
  const start = (body: object, token = customer, key = `procedure-${randomUUID()}`) =>
    t.send(endpoints.start, body, { token, headers: { 'idempotency-key': key } });
  const withdraw = (idTramite: number, token = customer) =>
    t.send(endpoints.withdraw, { idTramite }, { token, headers: { 'idempotency-key': randomUUID() } });
  const detail = (idTramite: number, token = customer) => t.send(endpoints.detail, { idTramite }, { token });
  const move = (idTramite: number, estado: string, nota = '') =>
    t.send(opsEndpoints.move, { idTramite, estado, nota }, { headers: { 'x-ops-secret': OPS_SECRET } });
  const count = async (table: 'procedures' | 'procedure_events' | 'notifications') => {
    const r: any = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number(r.rows[0].n);
  };
  const counts = async () => [await count('procedures'), await count('procedure_events'), await count('notifications')];
  const unread = async (token: string) =>
    (await t.send(notificationEndpoints.unreadCount, undefined, { token })).data.cantidad;

  it('starts a document request about one of her products, submitted, with its first event in the history', async () => {
    const [procedures, events] = await counts();
    const started = await start({ tipo: 'solicitud_documento', idProducto: DEMO_PRODUCT.lot, detalle: DETAIL });
    expect(started).toMatchObject({ status: 0, code: 'procedures.started', data: { estado: 'presentado' } });
    expect(started.message).toContain(`no. ${started.data.idTramite}`);
    expect([await count('procedures'), await count('procedure_events')]).toEqual([procedures! + 1, events! + 1]);

    const list = (await t.send(endpoints.list, undefined, { token: customer })).data;
    expect(list[0]).toMatchObject({
      idTramite: started.data.idTramite,
      tipo: 'solicitud_documento',
      estado: 'presentado',
      idProducto: DEMO_PRODUCT.lot,
      detalle: DETAIL,
      desistible: true,
    });
    expect(list[0].producto).toContain('Las Palmeras');
    const one = (await detail(started.data.idTramite)).data;
    expect(one.historial).toEqual([{ estado: 'presentado', nota: '', fecha: one.creado }]);
  });

  it('refuses bad fields at their field, in her language, and writes nothing', async () => {
    const before = await counts();
    expect(
      await start({ tipo: 'solicitud_documento', idProducto: DEMO_PRODUCT.lot, detalle: 'muy corto' }),
    ).toMatchObject({ status: 1, code: 'procedures.detailTooShort', data: { campo: 'detalle' } });
    const spanish = await t.send(
      endpoints.start,
      { tipo: 'transferencia', detalle: DETAIL },
      { token: customer, lang: 'es', headers: { 'idempotency-key': randomUUID() } },
    );
    expect(spanish).toMatchObject({ code: 'procedures.productRequired', data: { campo: 'idProducto' } });
    expect(spanish.message).toBe('Elija el producto del que trata el trámite.');
    expect((await start({ tipo: 'reclamo', detalle: DETAIL })).data).toEqual({ campo: 'tipo' });
    expect((await start({ tipo: 'correccion_datos', detalle: 'x'.repeat(1_001) })).code).toBe(
      'procedures.detailTooLong',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a procedure about someone else’s product as if it did not exist, and writes nothing', async () => {
    const before = await counts();
    const theirs = await start({ tipo: 'solicitud_baja', idProducto: DEMO_PRODUCT.overdueHouse, detalle: DETAIL });
    const none = await start({ tipo: 'solicitud_baja', idProducto: 999_999, detalle: DETAIL });
    expect(theirs).toMatchObject({ status: 1, code: 'products.notFound', data: { campo: 'idProducto' } });
    expect(theirs.message).toBe(none.message);
    expect(await counts()).toEqual(before);
  });

  it('never shows or lets anyone else withdraw her procedure: it answers as a missing one', async () => {
    const theirs = await detail(OBSERVED_PLAN_CHANGE, overdue);
    expect(theirs).toMatchObject({ status: 1, code: 'procedures.notFound', data: { campo: 'idTramite' } });
    expect(theirs.message).toBe((await detail(999_999, overdue)).message);
    const list = (await t.send(endpoints.list, undefined, { token: overdue })).data;
    expect(list.map((p: any) => p.idTramite)).not.toContain(OBSERVED_PLAN_CHANGE);
    expect((await withdraw(OBSERVED_PLAN_CHANGE, overdue)).code).toBe('procedures.notFound');
    expect((await detail(OBSERVED_PLAN_CHANGE)).data.estado).toBe('observado');
    expect((await t.send(endpoints.list, undefined, { token: cashier })).code).toBe('platform.forbidden');
  });

  it('lets the back office move it along, writing the event and notifying her in her language, bell and push', async () => {
    await t.db.execute(sql`insert into preferences (user_id, language, updated_at)
      select id, 'es', now() from users where document_number = '1000001'
      on conflict (user_id) do update set language = 'es'`);
    const id = (await start({ tipo: 'solicitud_documento', idProducto: DEMO_PRODUCT.lot, detalle: DETAIL })).data
      .idTramite;
    const pushed: { titulo: string; message: string }[] = [];
    t.deps.events.on('notice', (notice) => pushed.push(notice));
    const bell = await unread(customer);

    expect((await move(id, 'en_revision')).status).toBe(0);
    const resolved = await move(id, 'resuelto', 'Su certificado está listo en la oficina de Santa Cruz.');
    expect(resolved).toMatchObject({
      status: 0,
      code: 'procedures.moved',
      data: { idTramite: id, estado: 'resuelto' },
    });

    const one = (await detail(id)).data;
    expect(one.estado).toBe('resuelto');
    expect(one.desistible).toBe(false);
    expect(one.historial.map((e: any) => e.estado)).toEqual(['presentado', 'en_revision', 'resuelto']);
    expect(one.historial[2].nota).toBe('Su certificado está listo en la oficina de Santa Cruz.');
    expect(await unread(customer)).toBe(bell + 2);
    const latest = (
      await t.send(notificationEndpoints.page, { ci: '1000001', tipo: 1, pagina: 1 }, { token: customer })
    ).data.rows[0];
    expect(latest.titulo).toBe(`Trámite n.º ${id}: Resuelto`);
    expect(latest.descripcion[0].detalle).toBe(
      `Su trámite «Solicitud de documento» (n.º ${id}) está ahora: Resuelto. Nota: Su certificado está listo en la oficina de Santa Cruz.`,
    );
    expect(pushed.at(-1)).toMatchObject({ titulo: latest.titulo, message: latest.descripcion[0].detalle });
  });

  it('refuses an illegal transition, a closed procedure and a rejection without a note, and writes nothing', async () => {
    const id = (
      await start({ tipo: 'correccion_datos', detalle: 'Mi segundo apellido está mal escrito en el sistema.' })
    ).data.idTramite;
    const before = await counts();
    expect(await move(id, 'resuelto')).toMatchObject({
      status: 1,
      code: 'procedures.transitionInvalid',
      data: { campo: 'estado' },
    });
    expect(await move(id, 'rechazado', '  ')).toMatchObject({
      code: 'procedures.noteRequired',
      data: { campo: 'nota' },
    });
    expect((await move(999_999, 'en_revision')).code).toBe('procedures.notFound');
    expect(await counts()).toEqual(before);
    expect((await move(id, 'rechazado', 'Presente su carnet en la oficina.')).status).toBe(0);
    const after = await counts();
    expect((await move(id, 'en_revision')).code).toBe('procedures.closed');
    expect(await counts()).toEqual(after);
    expect((await detail(id)).data.historial).toHaveLength(2);
  });

  it('lets her withdraw an observed procedure once; a closed one stays closed', async () => {
    expect((await detail(OBSERVED_PLAN_CHANGE)).data.desistible).toBe(true);
    expect(await withdraw(OBSERVED_PLAN_CHANGE)).toMatchObject({
      status: 0,
      code: 'procedures.withdrawn',
      data: { estado: 'desistido' },
    });
    expect((await withdraw(OBSERVED_PLAN_CHANGE)).code).toBe('procedures.closed');
    const history = (await detail(OBSERVED_PLAN_CHANGE)).data.historial.map((e: any) => e.estado);
    expect(history).toEqual(['presentado', 'en_revision', 'observado', 'desistido']);
  });

  it('starts one procedure for a repeated Idempotency-Key, answering the repeat like the first', async () => {
    const key = `procedure-${randomUUID()}`;
    const body = { tipo: 'cambio_plan', idProducto: DEMO_PRODUCT.membership, detalle: 'Quiero pasar a 24 cuotas.' };
    const before = await count('procedures');
    const [first, second] = await Promise.all([start(body, customer, key), start(body, customer, key)]);
    expect(first.status).toBe(0);
    expect(second).toEqual(first);
    expect(await count('procedures')).toBe(before + 1);
    expect((await start({ ...body, detalle: `${body.detalle} Gracias.` }, customer, key)).code).toBe(
      'platform.idempotencyConflict',
    );
  });
});
