import { randomUUID } from 'node:crypto';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import { firstPeriodEnd } from '@vo/domain/subscriptions/subscription.rules';
import { subscriptionEndpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import { subscriptionOpsEndpoints } from '@vo/domain/subscriptions/subscriptions-ops.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import type { SandboxGateway } from '../../adapters/payment-gateway/sandbox-gateway.ts';

const CARD = { mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const VISA = { ...CARD, numeroTarjeta: '4111 1111 1111 1111' };
const OTHER_VISA = { ...CARD, numeroTarjeta: '4012 8888 8888 1881', mesExpiracion: '7', anioExpiracion: '31' };
const MASTERCARD = { ...CARD, numeroTarjeta: '5555 5555 5555 4444' };
const NEW_MASTERCARD = { ...CARD, numeroTarjeta: '5105 1051 0510 5100' };

describe('saved cards: a customer sees the cards kept and removes one to pay with a new card (decision 0022)', () => {
  const t = useTestApp();
  const tokens = { customer: '', other: '' };
  const gateway = () => t.deps.paymentGateway as SandboxGateway;
  const logIn = async () => {
    tokens.customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    tokens.other = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  };
  beforeAll(logIn);
  const once = (token: string) => ({ token, headers: { 'idempotency-key': `cards-${randomUUID()}` } });
  const pay = (card: object, token = tokens.customer) =>
    t.send(endpoints.card, { idProducto: DEMO_PRODUCT.lot, monto: '1.00', ...card }, once(token));
  const list = async (token = tokens.customer) => (await t.send(endpoints.savedCards, undefined, { token })).data;
  const remove = (idTarjeta: unknown, token = tokens.customer, lang = 'en') =>
    t.send(endpoints.removeSavedCard, { idTarjeta }, { ...once(token), lang });
  const cardRows = async () => {
    const r: any = await t.db.execute(sql`select string_agg(c::text, '|' order by c.id) as d from customer_cards c`);
    return r.rows[0].d as string;
  };

  it('lists the cards paid with: brand, last four and expiry, never the token; at the limit a new card is refused', async () => {
    expect(await list()).toEqual({ tarjetas: [], maximo: 3 });
    for (const card of [VISA, OTHER_VISA, MASTERCARD]) expect((await pay(card)).status).toBe(0);
    const saved = await list();
    expect(saved.tarjetas).toEqual([
      expect.objectContaining({
        marca: 'visa',
        ultimos4: '1111',
        mesExpiracion: 12,
        anioExpiracion: 2099,
        vencida: false,
      }),
      expect.objectContaining({ marca: 'visa', ultimos4: '1881', mesExpiracion: 7, anioExpiracion: 2031 }),
      expect.objectContaining({ marca: 'mastercard', ultimos4: '4444' }),
    ]);
    expect(JSON.stringify(saved)).not.toMatch(/tok_|4111 ?1111 ?1111/);
    // Paying again with a kept card adds nothing; a fourth card is refused with the way out.
    expect((await pay(VISA)).status).toBe(0);
    expect((await list()).tarjetas).toHaveLength(3);
    expect(await pay(NEW_MASTERCARD)).toMatchObject({
      status: 1,
      code: 'payments.cardCountExceeded',
      message: 'You already keep 3 cards. Pay with one of them, remove one in Saved cards, or choose another method.',
    });
  });

  it('neither lists nor removes another customer’s card: it answers as a card that does not exist, and nothing changes', async () => {
    const [theirs] = (await list()).tarjetas;
    expect(await list(tokens.other)).toEqual({ tarjetas: [], maximo: 3 });
    const before = await cardRows();
    expect(await remove(theirs.idTarjeta, tokens.other, 'es')).toMatchObject({
      status: 1,
      code: 'savedCards.notFound',
      message: 'Esa tarjeta no está entre sus tarjetas guardadas.',
      data: { campo: 'idTarjeta' },
    });
    expect(await cardRows()).toBe(before);
    expect((await list()).tarjetas).toHaveLength(3);
  });

  it('removes one of the three: it is gone from the list, a new card pays, and the removed one counts again only when typed again', async () => {
    const [, second] = (await list()).tarjetas;
    const removed = await remove(second.idTarjeta);
    expect(removed).toMatchObject({
      status: 0,
      code: 'savedCards.removed',
      message: 'Card VISA **** 1881 removed: it will not be charged again.',
      data: { idTarjeta: second.idTarjeta, quedan: 2 },
    });
    expect((await list()).tarjetas.map((c: any) => c.ultimos4)).toEqual(['1111', '4444']);
    // Removing it again is no longer possible: it is not among the kept cards.
    expect((await remove(second.idTarjeta)).code).toBe('savedCards.notFound');

    expect(await pay(NEW_MASTERCARD)).toMatchObject({ status: 0, code: 'payments.paid' });
    expect((await list()).tarjetas.map((c: any) => c.ultimos4)).toEqual(['1111', '4444', '5100']);
    // The removed card is a new card again: the limit applies to it like to any other.
    expect((await pay(OTHER_VISA)).code).toBe('payments.cardCountExceeded');
  });

  it('no longer charges a removed card for a subscription’s renewal, and tells the customer why', async () => {
    const start = businessDateOf(t.clock.now());
    const subscribed = await t.send(
      subscriptionEndpoints.subscribe,
      { ...VISA, marca: 'travel', plan: 'mensual' },
      once(tokens.customer),
    );
    expect(subscribed.status).toBe(0);
    const visa = (await list()).tarjetas.find((c: any) => c.ultimos4 === '1111');
    expect((await remove(visa.idTarjeta)).status).toBe(0);

    t.clock.set(new Date(`${addDaysToDate(firstPeriodEnd(start, 'monthly'), 1)}T12:00:00-04:00`));
    await logIn();
    const captured = gateway().capturedCents();
    const run = await t.send(subscriptionOpsEndpoints.renew, undefined, { headers: { 'x-ops-secret': OPS_SECRET } });
    expect(run.data).toMatchObject({ renovadas: 0, rechazadas: 1 });
    expect(gateway().capturedCents()).toBe(captured);
    const notice: any = await t.db.execute(
      sql`select n.body from notifications n join users u on u.id = n.user_id
          where u.document_number = '1000001' order by n.id desc limit 1`,
    );
    expect(notice.rows[0].body).toContain('The card VISA **** 1111 was removed from your saved cards');
  });

  it('is no cashier’s business: the desk is refused the list and the removal', async () => {
    const cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    expect(await t.send(endpoints.savedCards, undefined, { token: cashier })).toMatchObject({
      status: 1,
      code: 'platform.forbidden',
    });
    expect((await remove(1, cashier)).code).toBe('platform.forbidden');
  });
});
