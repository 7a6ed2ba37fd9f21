import { randomUUID } from 'node:crypto';
import { todayEndpoints } from '@vo/domain/back-office/today.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { businessDateOf } from '@vo/domain/time';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { ledgerEntries, outboxMessages, payments, prereservations, procedures, users } from '../../db/schema/index.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const DAY_MS = 86_400_000;

describe('the console’s Today (decision 0053)', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await staffToken(t, 'admin');
  });
  const today = async (token = admin) => {
    const answer = await t.send(todayEndpoints.today, {}, { token });
    expect(answer.status).toBe(0);
    return answer.data;
  };
  const userOf = async (document: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, document)))[0]!.id;

  it('opens the demo on a living day: money received, transfers in regularisation, holds running out', async () => {
    const first = await today();
    expect(first.dinero.cantidad).toBeGreaterThan(0);
    expect(first.dinero.diferencia).toBe('0.00');
    expect(first.regularizacion.cantidad).toBeGreaterThanOrEqual(2);
    expect(first.prerreservas.vencenPronto.cantidad).toBeGreaterThanOrEqual(2);
    expect(first.prerreservas.vencidas.cantidad).toBeGreaterThanOrEqual(1);
  });

  it('counts what waits for a person: regularisation, new and reviewed procedures, unsent messages, holds ending', async () => {
    const before = await today();
    const now = t.clock.now();
    const customer = await userOf(DEMO.overdueCustomer.user);
    const adviser = await userOf(DEMO.adviser2.user);
    // Money a QR brought that could not be applied: in the ledger as the bank's confirmation leaves it.
    const [held] = await t.db
      .insert(payments)
      .values({
        userId: customer,
        productId: DEMO_PRODUCT.overdueHouse,
        companyId: 3,
        method: 'qr',
        state: 'regularising',
        amountCents: 12_345n,
        currency: 'USD',
        createdAt: now,
        confirmedAt: now,
      })
      .returning({ id: payments.id });
    await t.db.insert(ledgerEntries).values([
      { paymentId: held!.id, account: 'clearing:qr', debitCents: 12_345n, creditCents: 0n, createdAt: now },
      { paymentId: held!.id, account: 'suspense:regularisation', debitCents: 0n, creditCents: 12_345n, createdAt: now },
    ]);
    const procedure = { userId: customer, kind: 'document_request', detail: 'Pido mi contrato.' };
    await t.db.insert(procedures).values([
      { ...procedure, state: 'submitted', createdAt: now, updatedAt: now },
      { ...procedure, state: 'submitted', createdAt: now, updatedAt: now },
      { ...procedure, state: 'in_review', createdAt: now, updatedAt: now },
      { ...procedure, state: 'observed', createdAt: now, updatedAt: now },
    ]);
    await t.db.insert(outboxMessages).values([
      { channel: 'email', recipient: 'nadie@example.com', subject: 'S', body: 'B', createdAt: now, sentAt: null },
      { channel: 'sms', recipient: '+591-70000000', subject: 'S', body: 'B', createdAt: now, sentAt: now },
    ]);
    // Last steps 6½ days ago (ends within a day), 8 days ago (past its hold), a day ago (neither), and one
    // 8 days old that is already a reservation (no longer pending).
    const hold = (daysAgo: number, state = 'prereserved') => ({
      kind: 'membership',
      productCode: 'PLATINO',
      description: 'Membresía Platino',
      adviserUserId: adviser,
      customerDocument: '6100001',
      customerName: 'Comprador de prueba',
      customerData: {},
      plan: { tipo: 'contado' },
      state,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      updatedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    });
    await t.db.insert(prereservations).values([hold(6.5), hold(8), hold(1), hold(8, 'reserved')]);

    const after = await today();
    expect(after.regularizacion.cantidad).toBe(before.regularizacion.cantidad + 1);
    expect(after.tramites.presentados.cantidad).toBe(before.tramites.presentados.cantidad + 2);
    expect(after.tramites.enRevision.cantidad).toBe(before.tramites.enRevision.cantidad + 1);
    expect(after.mensajesNoEnviados.cantidad).toBe(before.mensajesNoEnviados.cantidad + 1);
    expect(after.prerreservas.vencenPronto.cantidad).toBe(before.prerreservas.vencenPronto.cantidad + 1);
    expect(after.prerreservas.vencidas.cantidad).toBe(before.prerreservas.vencidas.cantidad + 1);
    expect(after.prerreservas).toMatchObject({ diasReserva: 7, horasAviso: 24 });
    // Each figure is the count of the list it links to, read here straight from the tables.
    const counted: any = await t.db.execute(sql`select
      (select count(*)::int from payments where state = 'regularising') as regularising,
      (select count(*)::int from procedures where state = 'submitted') as submitted,
      (select count(*)::int from outbox_messages where sent_at is null) as unsent`);
    expect(counted.rows[0]).toEqual({
      regularising: after.regularizacion.cantidad,
      submitted: after.tramites.presentados.cantidad,
      unsent: after.mensajesNoEnviados.cantidad,
    });
  });

  it('shows today’s money as the ledger has it: a card payment adds its amount and the day reconciles', async () => {
    const before = await today();
    expect(before.dia).toBe(businessDateOf(t.clock.now()));
    const customer = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const detail = await t.send(
      productEndpoints.detail,
      { idProducto: DEMO_PRODUCT.overdueHouse },
      { token: customer },
    );
    const oldest = detail.data.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const paid = await t.send(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      { token: customer, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    );
    expect(paid.status).toBe(0);

    const after = await today();
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    expect(after.dinero.cantidad).toBe(before.dinero.cantidad + 1);
    expect(cents(after.dinero.recibido)).toBe(cents(before.dinero.recibido) + cents(oldest.saldo));
    expect(after.dinero).toMatchObject({ diferencia: '0.00', moneda: 'USD' });
    const card = (answer: any) => answer.dinero.porMedio.find((m: any) => m.metodo === 'card') ?? { cantidad: 0 };
    expect(card(after).cantidad).toBe(card(before).cantidad + 1);
    // The ledger's clearing net of the La Paz day, read straight from the table.
    const ledger: any = await t.db.execute(
      sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net from ledger_entries
          where account like 'clearing:%' and (created_at at time zone 'America/La_Paz')::date = ${after.dia}::date`,
    );
    expect(cents(after.dinero.libroMayor)).toBe(Number(ledger.rows[0].net));
  });

  it('gives each role only the cards of the sections it opens', async () => {
    const parts = (answer: any) =>
      ['dinero', 'regularizacion', 'tramites', 'mensajesNoEnviados', 'prerreservas'].filter(
        (part) => answer[part] !== null,
      );
    expect(parts(await today())).toEqual([
      'dinero',
      'regularizacion',
      'tramites',
      'mensajesNoEnviados',
      'prerreservas',
    ]);
    expect(parts(await today(await staffToken(t, 'customer_service')))).toEqual([
      'dinero',
      'regularizacion',
      'tramites',
      'mensajesNoEnviados',
    ]);
    expect(parts(await today(await staffToken(t, 'sales_manager')))).toEqual(['mensajesNoEnviados', 'prerreservas']);
    expect(parts(await today(await staffToken(t, 'cashier_supervisor')))).toEqual(['dinero', 'regularizacion']);
    // A customer's session is no staff session.
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await t.send(todayEndpoints.today, {}, { token: customer })).status).toBe(7);
  });
});
