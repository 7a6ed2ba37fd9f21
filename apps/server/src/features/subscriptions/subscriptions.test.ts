import { randomUUID } from 'node:crypto';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { firstPeriodEnd, nextPeriodEnd } from '@vo/domain/subscriptions/subscription.rules';
import { subscriptionEndpoints as endpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import { subscriptionOpsEndpoints as opsEndpoints } from '@vo/domain/subscriptions/subscriptions-ops.endpoints';
import { addDaysToDate, businessDateOf, formatCalendarDay } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import type { SandboxGateway } from '../../adapters/payment-gateway/sandbox-gateway.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const OTHER_CARD = { ...CARD, numeroTarjeta: '5555 5555 5555 4444' };
const MONTHLY = { ...CARD, marca: 'travel', plan: 'mensual' };
/** Noon in La Paz (UTC-4 all year) of a calendar day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00-04:00`);

describe('the international membership subscription (spec §2 /suscripcion-{brand}, decision 0016)', () => {
  const t = useTestApp();
  const tokens = { customer: '', other: '', adviser: '' };
  let start: string;
  let firstEnd: string;
  const gateway = () => t.deps.paymentGateway as SandboxGateway;
  const logInAll = async () => {
    tokens.customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    tokens.other = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    tokens.adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  };
  /** Moves the clock to noon of a La Paz day; the sessions would have expired meanwhile, so everyone logs in again. */
  const goTo = async (day: string) => {
    t.clock.set(noonOf(day));
    await logInAll();
  };
  const send = (
    endpoint: typeof endpoints.subscribe | typeof endpoints.cancel | typeof endpoints.resume,
    body: object,
    token: string,
    key = `sub-${randomUUID()}`,
  ) => t.send(endpoint, body, { token, headers: { 'idempotency-key': key } });
  const home = async (token: string) => (await t.send(endpoints.home, { marca: 'travel' }, { token })).data;
  const renew = () => t.send(opsEndpoints.renew, undefined, { headers: { 'x-ops-secret': OPS_SECRET } });
  const count = async (query: string) => {
    const r: any = await t.db.execute(sql.raw(query));
    return Number(r.rows[0].n);
  };
  const subscriptionPayments = () =>
    count("select count(*)::int as n from ledger_entries where account = 'income:subscription'");

  beforeAll(async () => {
    start = businessDateOf(t.clock.now());
    firstEnd = firstPeriodEnd(start, 'monthly');
    await logInAll();
  });

  it('subscribes 1000001 monthly: one charge under a repeated key, a payment with balanced ledger and receipt, the card kept as a token', async () => {
    const before = gateway().capturedCents();
    const key = `sub-${randomUUID()}`;
    const first = await send(endpoints.subscribe, MONTHLY, tokens.customer, key);
    const again = await send(endpoints.subscribe, MONTHLY, tokens.customer, key);
    expect(first).toMatchObject({
      status: 0,
      code: 'subscriptions.subscribed',
      data: { monto: '29.90', finPeriodo: firstEnd },
    });
    expect(first.message).toContain(formatCalendarDay(firstEnd));
    expect(again).toEqual(first);
    expect(gateway().capturedCents() - before).toBe(2_990n);
    expect(await subscriptionPayments()).toBe(1);
    const ledger: any = await t.db.execute(
      sql`select sum(debit_cents)::text as d, sum(credit_cents)::text as c, string_agg(account, ',' order by account) as a
          from ledger_entries where payment_id = ${first.data.idPago}`,
    );
    expect(ledger.rows[0]).toEqual({ d: '2990', c: '2990', a: 'clearing:card,income:subscription' });
    const stored: any = await t.db.execute(sql`select card_token, card_last4 from subscriptions`);
    expect(stored.rows[0].card_token).toMatch(/^tok_/);
    expect(JSON.stringify(stored.rows)).not.toContain('4111111111111111');

    const page = await home(tokens.customer);
    expect(page.planes).toEqual([
      { plan: 'mensual', meses: 1, monto: '29.90', moneda: 'USD' },
      { plan: 'anual', meses: 12, monto: '299.00', moneda: 'USD' },
    ]);
    expect(page.suscripcion).toMatchObject({
      idSuscripcion: first.data.idSuscripcion,
      plan: 'mensual',
      estado: 'activa',
      finPeriodo: firstEnd,
      pagarHasta: null,
      tarjeta: { marca: 'visa', ultimos4: '1111' },
    });
    expect(page.suscripcion.pagos).toEqual([
      expect.objectContaining({ idPago: first.data.idPago, monto: '29.90', nroRecibo: first.data.nroRecibo }),
    ]);
  });

  it('shows the subscription among My products, a product without instalments whose detail still opens', async () => {
    const { idProducto } = (await home(tokens.customer)).suscripcion;
    const mine = (await t.send(productEndpoints.list, undefined, { token: tokens.customer })).data.productos;
    expect(mine.find((p: any) => p.idProducto === idProducto)).toMatchObject({
      tipo: 'suscripcion',
      descripcion: 'Suscripción Travel Internacional — mensual',
      marca: 'travel',
      deudaTotal: '0.00',
      proximaCuota: null,
    });
    const detail = await t.send(
      productEndpoints.detail,
      { idProducto: idProducto },
      {
        token: tokens.customer,
      },
    );
    expect(detail).toMatchObject({ status: 0, data: { cuotas: [], totales: { monto: '0.00' } } });
    expect(detail.data.pagos).toHaveLength(1);
  });

  it('refuses a bad card at its field, another brand, and a second subscription of the brand; nothing written', async () => {
    const before = await count('select count(*)::int as n from payments');
    const products = await count('select count(*)::int as n from products');
    const badNumber = await send(
      endpoints.subscribe,
      { ...MONTHLY, numeroTarjeta: '4111 1111 1111 1112' },
      tokens.adviser,
    );
    expect(badNumber).toMatchObject({
      status: 1,
      code: 'payments.cardNumberInvalid',
      data: { campo: 'numeroTarjeta' },
    });
    const expired = await send(
      endpoints.subscribe,
      { ...MONTHLY, mesExpiracion: '01', anioExpiracion: '2020' },
      tokens.adviser,
    );
    expect(expired).toMatchObject({ status: 1, code: 'payments.cardExpired', data: { campo: 'anioExpiracion' } });
    const declined = await send(
      endpoints.subscribe,
      { ...MONTHLY, numeroTarjeta: '4000 0000 0000 0002' },
      tokens.adviser,
    );
    expect(declined).toMatchObject({ status: 1, code: 'payments.declined' });
    const park = await send(endpoints.subscribe, { ...MONTHLY, marca: 'parque' }, tokens.adviser, undefined);
    expect(park).toMatchObject({ status: 1, code: 'subscriptions.brandNotOffered', data: { campo: 'marca' } });
    expect(park.message).toBe('The subscription is offered only for the international membership (travel).');
    const parkPage = await t.send(endpoints.home, { marca: 'parque' }, { token: tokens.adviser });
    expect(parkPage).toMatchObject({ status: 1, code: 'subscriptions.brandNotOffered' });
    const second = await send(endpoints.subscribe, { ...MONTHLY, plan: 'anual' }, tokens.customer);
    expect(second).toMatchObject({ status: 1, code: 'subscriptions.alreadySubscribed', data: { campo: 'marca' } });
    expect(await count('select count(*)::int as n from payments')).toBe(before);
    expect(await count('select count(*)::int as n from products')).toBe(products);
    expect((await home(tokens.adviser)).suscripcion).toBeNull();
  });

  it('answers another customer who names 1000001’s subscription as for one that does not exist, and changes nothing', async () => {
    const { idSuscripcion } = (await home(tokens.customer)).suscripcion;
    for (const endpoint of [endpoints.cancel, endpoints.resume]) {
      const attempt = await send(endpoint, { idSuscripcion }, tokens.other);
      expect(attempt).toMatchObject({ status: 1, code: 'subscriptions.notFound', data: { campo: 'idSuscripcion' } });
    }
    expect((await home(tokens.other)).suscripcion).toBeNull();
    expect((await home(tokens.customer)).suscripcion.estado).toBe('activa');
  });

  it('lets 1000001 cancel (active until the period ends), resume before the end, and cancel again', async () => {
    const { idSuscripcion } = (await home(tokens.customer)).suscripcion;
    const cancelled = await send(endpoints.cancel, { idSuscripcion }, tokens.customer);
    expect(cancelled).toMatchObject({
      status: 0,
      code: 'subscriptions.cancelled',
      data: { estado: 'cancelada', finPeriodo: firstEnd },
    });
    expect(cancelled.message).toContain(formatCalendarDay(firstEnd));
    const twice = await send(endpoints.cancel, { idSuscripcion }, tokens.customer);
    expect(twice).toMatchObject({ status: 1, code: 'subscriptions.alreadyCancelled' });
    const resumed = await send(endpoints.resume, { idSuscripcion }, tokens.customer);
    expect(resumed).toMatchObject({ status: 0, code: 'subscriptions.resumed', data: { estado: 'activa' } });
    const notCancelled = await send(endpoints.resume, { idSuscripcion }, tokens.customer);
    expect(notCancelled).toMatchObject({ status: 1, code: 'subscriptions.notCancelled' });
    expect((await send(endpoints.cancel, { idSuscripcion }, tokens.customer)).data.estado).toBe('cancelada');
  });

  it('renews on the day after the period ends, not on its last day: charges the active one once however often the run goes, ends the cancelled one uncharged', async () => {
    const adviser = await send(endpoints.subscribe, MONTHLY, tokens.adviser);
    expect(adviser.data.finPeriodo).toBe(firstEnd);

    await goTo(firstEnd);
    const onLastDay = gateway().capturedCents();
    expect((await renew()).data).toEqual({ renovadas: 0, rechazadas: 0, finalizadas: 0, fallidas: 0 });
    expect(gateway().capturedCents()).toBe(onLastDay);

    await goTo(addDaysToDate(firstEnd, 1));
    const before = gateway().capturedCents();
    const [one, two] = await Promise.all([renew(), renew()]);
    const third = await renew();
    const runs = [one!.data, two!.data, third.data];
    expect(runs.reduce((sum, run) => sum + run.renovadas, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.finalizadas, 0)).toBe(1);
    expect(third.data).toEqual({ renovadas: 0, rechazadas: 0, finalizadas: 0, fallidas: 0 });
    expect(gateway().capturedCents() - before).toBe(2_990n);

    const renewed = (await home(tokens.adviser)).suscripcion;
    const secondEnd = nextPeriodEnd({ plan: 'monthly', anchorDate: start, currentPeriodEnd: firstEnd });
    expect(renewed).toMatchObject({ estado: 'activa', finPeriodo: secondEnd });
    expect(renewed.pagos).toHaveLength(2);
    expect(renewed.pagos[0].nroRecibo).toBeTruthy();
    expect(await count('select count(*)::int as n from subscription_renewals')).toBe(1);
    expect((await home(tokens.customer)).suscripcion).toMatchObject({
      estado: 'finalizada',
      pagos: [expect.anything()],
    });
  });

  it('marks a declined renewal past due and tells the customer (bell and push); another card pays it again', async () => {
    const current = (await home(tokens.adviser)).suscripcion;
    const pushed: { userId: number | null; message: string }[] = [];
    t.deps.events.on('notice', (notice) => pushed.push(notice));
    const charge = vi
      .spyOn(gateway(), 'charge')
      .mockResolvedValueOnce({ outcome: 'declined', reason: 'insufficient funds' });

    await goTo(addDaysToDate(current.finPeriodo, 1));
    const payments = await count('select count(*)::int as n from payments');
    expect((await renew()).data).toMatchObject({ renovadas: 0, rechazadas: 1 });
    charge.mockRestore();
    expect(await count('select count(*)::int as n from payments')).toBe(payments);
    const pastDue = (await home(tokens.adviser)).suscripcion;
    expect(pastDue).toMatchObject({ estado: 'en_mora', finPeriodo: current.finPeriodo });
    expect(pastDue.pagarHasta).toBe(addDaysToDate(current.finPeriodo, 15));

    const notice: any = await t.db.execute(
      sql`select n.body from notifications n join users u on u.id = n.user_id
          where u.document_number = '2000001' order by n.id desc limit 1`,
    );
    expect(notice.rows[0].body).toContain('VISA **** 1111');
    expect(notice.rows[0].body).toContain(formatCalendarDay(pastDue.pagarHasta));
    expect(pushed).toEqual([expect.objectContaining({ message: notice.rows[0].body })]);
    // A second run charges nothing more: the declined period is not tried again.
    expect((await renew()).data).toEqual({ renovadas: 0, rechazadas: 0, finalizadas: 0, fallidas: 0 });

    const today = businessDateOf(t.clock.now());
    const paidAgain = await send(
      endpoints.subscribe,
      { ...OTHER_CARD, marca: 'travel', plan: 'anual' },
      tokens.adviser,
    );
    expect(paidAgain).toMatchObject({
      status: 0,
      data: { monto: '299.00', finPeriodo: firstPeriodEnd(today, 'yearly') },
    });
    expect((await home(tokens.adviser)).suscripcion).toMatchObject({
      idSuscripcion: current.idSuscripcion,
      plan: 'anual',
      estado: 'activa',
      tarjeta: { marca: 'mastercard', ultimos4: '4444' },
    });
  });

  it('ends a past-due subscription left unpaid beyond its grace days, and lets an ended one subscribe again', async () => {
    const adviser = (await home(tokens.adviser)).suscripcion;
    const charge = vi.spyOn(gateway(), 'charge').mockResolvedValueOnce({ outcome: 'declined', reason: 'lost card' });
    await goTo(addDaysToDate(adviser.finPeriodo, 1));
    expect((await renew()).data.rechazadas).toBe(1);
    charge.mockRestore();
    await goTo(addDaysToDate(adviser.finPeriodo, 16));
    expect((await renew()).data).toMatchObject({ finalizadas: 1 });
    expect((await home(tokens.adviser)).suscripcion.estado).toBe('finalizada');

    const again = await send(endpoints.subscribe, MONTHLY, tokens.customer);
    expect(again).toMatchObject({ status: 0, data: { monto: '29.90' } });
    expect((await home(tokens.customer)).suscripcion).toMatchObject({ estado: 'activa', pagos: [{}, {}] });
  });
});
