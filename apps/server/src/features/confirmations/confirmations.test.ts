import { randomUUID } from 'node:crypto';
import { cashierEndpoints } from '@vo/domain/cashier/cashier.endpoints';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentOpsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { subscriptionEndpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const DECLINED = { ...CARD, numeroTarjeta: '4000 0000 0000 0002' };
const JUAN = { email: 'juan.mamani@example.com', phone: '+591-72345678' };
const MARIA = { email: 'maria.rojas@example.com', phone: '+591-71234567' };

describe('confirmations: each completed act is told by e-mail, SMS and a portal notification (decision 0026)', () => {
  const t = useTestApp();
  const tokens = { customer: '', overdue: '', adviser: '', cashier: '' };
  const pushed: { userId: number | null; titulo: string; message: string }[] = [];
  beforeAll(async () => {
    tokens.customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    tokens.overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    tokens.adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    tokens.cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    // Juan chose Spanish; María never chose, so she is written to in English.
    await t.db.execute(
      sql`insert into preferences (user_id, language) select id, 'es' from users where document_number = '1000002'`,
    );
    t.deps.events.on('notice', (notice) => pushed.push(notice));
  });

  const once = (endpoint: EndpointDefinition, body: object, token: string, key = `c-${randomUUID()}`) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': key } });
  const outbox = async (recipient: string) =>
    (
      (await t.db.execute(
        sql`select channel, subject, body from outbox_messages where recipient = ${recipient} order by id`,
      )) as any
    ).rows as { channel: string; subject: string; body: string }[];
  const notificationsOf = async (document: string) =>
    (
      (await t.db.execute(
        sql`select n.title, n.body from notifications n join users u on u.id = n.user_id
          where u.document_number = ${document} order by n.id`,
      )) as any
    ).rows as { title: string; body: string }[];
  const mentioning = <T extends { body: string }>(rows: T[], text: string) => rows.filter((r) => r.body.includes(text));

  it('a card payment: e-mail and SMS with the receipt number, amount and product in the person language, a notification pushed after commit', async () => {
    const oldest = (
      await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.overdueHouse }, { token: tokens.overdue })
    ).data.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const paid = await once(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      tokens.overdue,
    );
    expect(paid.status).toBe(0);
    const receipt: string = paid.data.nroRecibo;
    const amount = oldest.saldo.replace('.', ',');

    const mails = mentioning(await outbox(JUAN.email), receipt);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: `Pago recibido · ${receipt}` });
    expect(mails[0]!.body).toContain(amount);
    expect(mails[0]!.body).toContain('Vivienda modelo Cedro');
    expect(mails[0]!.body).toContain('Oficina Virtual');
    const sms = mentioning(await outbox(JUAN.phone), receipt);
    expect(sms).toEqual([expect.objectContaining({ channel: 'sms' })]);

    const notices = mentioning(await notificationsOf('1000002'), receipt);
    expect(notices).toEqual([expect.objectContaining({ title: 'Pago recibido' })]);
    expect(notices[0]!.body).toContain(amount);
    expect(pushed).toContainEqual(expect.objectContaining({ titulo: 'Pago recibido', message: notices[0]!.body }));
  });

  it('a payment’s notification opens the product it paid, and only its owner ever sees that link', async () => {
    const oldest = (
      await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.overdueHouse }, { token: tokens.overdue })
    ).data.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const paid = await once(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      tokens.overdue,
    );
    expect(paid.status).toBe(0);
    const page = (token: string, ci: string) =>
      t.send(notificationEndpoints.page, { ci, tipo: 1, token: 'x', pagina: 1 }, { token });
    const own = (await page(tokens.overdue, '1000002')).data.rows.find((row: any) =>
      row.descripcion[0].detalle.includes(paid.data.nroRecibo),
    );
    expect(own).toMatchObject({ titulo: 'Pago recibido', enlace: `/detalle-productos/${DEMO_PRODUCT.overdueHouse}` });

    // Another person's list never holds it, and asking for the owner's list with their number is refused.
    const others = (await page(tokens.customer, '1000001')).data.rows as any[];
    expect(others.map((row) => row.idnotificacion)).not.toContain(own.idnotificacion);
    expect(others.map((row) => row.enlace)).not.toContain(own.enlace);
    const asked = await page(tokens.customer, '1000002');
    expect(asked.status).not.toBe(0);
    expect(asked.data?.rows ?? []).toEqual([]);
  });

  it('a refused payment writes no message and no notification', async () => {
    const mails = (await outbox(JUAN.email)).length;
    const notices = (await notificationsOf('1000002')).length;
    const refused = await once(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: '10.00', ...DECLINED },
      tokens.overdue,
    );
    expect(refused).toMatchObject({ status: 1, code: 'payments.declined' });
    expect(await outbox(JUAN.email)).toHaveLength(mails);
    expect(await notificationsOf('1000002')).toHaveLength(notices);
  });

  it('a payment replayed under its Idempotency-Key is confirmed once', async () => {
    const key = `c-${randomUUID()}`;
    const body = { idProducto: DEMO_PRODUCT.overdueHouse, monto: '10.00', ...CARD };
    const first = await once(paymentEndpoints.card, body, tokens.overdue, key);
    const again = await once(paymentEndpoints.card, body, tokens.overdue, key);
    expect(again.data.nroRecibo).toBe(first.data.nroRecibo);
    expect(mentioning(await outbox(JUAN.email), first.data.nroRecibo)).toHaveLength(1);
    expect(mentioning(await outbox(JUAN.phone), first.data.nroRecibo)).toHaveLength(1);
    expect(mentioning(await notificationsOf('1000002'), first.data.nroRecibo)).toHaveLength(1);
  });

  it('a QR the bank confirms later is confirmed by the webhook, in English for a person who never chose', async () => {
    const next = (await t.send(productEndpoints.list, undefined, { token: tokens.customer })).data.productos[1];
    const charge = await once(
      paymentEndpoints.qr,
      { idProducto: DEMO_PRODUCT.membership, monto: next.montoSugerido },
      tokens.customer,
    );
    expect(mentioning(await notificationsOf('1000001'), 'Receipt number')).toHaveLength(0);
    const paid = await t.send(
      paymentOpsEndpoints.sandboxQrPay,
      { referencia: charge.data.referencia },
      { agent: null, headers: { 'x-ops-secret': OPS_SECRET } },
    );
    expect(paid.status).toBe(0);
    const receipt = (await t.send(paymentEndpoints.qrState, { idPago: charge.data.idPago }, { token: tokens.customer }))
      .data.nroRecibo;
    const mails = mentioning(await outbox(MARIA.email), receipt);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment received · ${receipt}`);
    expect(mails[0]!.body).toContain(`$${next.montoSugerido.replace(/\B(?=(\d{3})+\.)/g, ',')}`);
    expect(mentioning(await notificationsOf('1000001'), receipt)).toHaveLength(1);
  });

  it('a pre-reservation and its reservation are told to the buyer at the e-mail and phone of the form', async () => {
    const lot = (await t.db.execute(sql`select id from lots where state = 'free' order by id limit 1`)) as any;
    const created = await once(
      prereservationEndpoints.prereserve,
      {
        idLote: lot.rows[0].id,
        formaPago: 'contado',
        cliente: testBuyer('7700123', { correo: 'buyer.confirm@example.com' }),
      },
      tokens.adviser,
    );
    expect(created.status).toBe(0);
    const number = `PR-${created.data.idPrereserva}`;
    const [mail] = mentioning(await outbox('buyer.confirm@example.com'), number);
    expect(mail!.subject).toBe(`Pre-reservation registered · ${number}`);
    expect(mentioning(await outbox('+591-71234567'), number)).toHaveLength(1);

    const reserved = await once(
      prereservationEndpoints.reserve,
      { idPrereserva: created.data.idPrereserva },
      tokens.adviser,
    );
    expect(reserved.status).toBe(0);
    const mails = mentioning(await outbox('buyer.confirm@example.com'), number);
    expect(mails.map((m) => m.subject)).toEqual([
      `Pre-reservation registered · ${number}`,
      `Reservation confirmed · ${number}`,
    ]);
  });

  it('a cabin the cashier books at the desk is confirmed to the customer, not the cashier', async () => {
    const day = (n: number) => addDaysToDate(businessDateOf(t.clock.now()), n);
    const booked = await once(
      cashierEndpoints.reserveCabin,
      { documento: '1000001', parque: 1, tipo: 'pareja', llegada: day(20), salida: day(22) },
      tokens.cashier,
    );
    expect(booked.status).toBe(0);
    const number = `CAB-${booked.data.idReserva}`;
    const [notice] = mentioning(await notificationsOf('1000001'), number);
    expect(notice).toMatchObject({ title: 'Cabin booked' });
    expect(notice!.body).toContain('$600.00');
    expect(mentioning(await outbox(MARIA.phone), number)).toHaveLength(1);
    expect(mentioning(await notificationsOf('3000001'), number)).toHaveLength(0);
  });

  it('a subscription charge is confirmed as one, with its receipt number', async () => {
    const subscribed = await once(
      subscriptionEndpoints.subscribe,
      { ...CARD, marca: 'travel', plan: 'mensual' },
      tokens.customer,
    );
    expect(subscribed.status).toBe(0);
    const notices = (await notificationsOf('1000001')).filter((n) => n.title === 'Subscription charged');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toMatch(/\$29\.90.*Receipt number: R\d+-\d+/);
  });
});
