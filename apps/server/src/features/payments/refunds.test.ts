import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentsAdminEndpoints as money } from '@vo/domain/payments/payments-admin.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS, type SandboxGateway } from '../../adapters/payment-gateway/sandbox-gateway.ts';
import type { SandboxQrBank } from '../../adapters/qr-bank/sandbox-qr-bank.ts';
import { retryRequestedRefunds } from './refund-retries.ts';

/*
 * Money given back (docs/decisions/0043): a refund returns the money through the means that paid, whole or in
 * parts, each exactly once, on the ledger, and the customer sees it and is told.
 */

const REASON = 'The customer asked for the money back';
const card = (numeroTarjeta: string) => ({ numeroTarjeta, mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' });

describe('a refund gives the money back through the means that paid', () => {
  const t = useTestApp();
  let customer: string;
  let supervisor: string;
  const gateway = () => t.deps.paymentGateway as SandboxGateway;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    supervisor = await staffToken(t, 'cashier_supervisor');
  });

  const post = (endpoint: EndpointDefinition, body: object, token: string, key = `k-${randomUUID()}`) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': key } });
  const refund = (idPago: number, monto?: string, key = `k-${randomUUID()}`) =>
    post(money.refund, { idPago, motivo: REASON, ...(monto ? { monto } : {}) }, supervisor, key);
  const one = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows[0];
  const prepaidBalance = async () =>
    (
      await one(
        sql`select balance_cents::text as b from prepaid_cards where code_last4 = '2026' and balance_cents > 10000 order by id limit 1`,
      )
    ).b;
  const paymentOf = async (idPago: number) =>
    (await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.lot }, { token: customer })).data.pagos.find(
      (p: any) => p.idPago === idPago,
    );
  const paidOfLot = async () =>
    (await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.lot }, { token: customer })).data.totales.pagado;
  const notices = async (title: string) =>
    Number(
      (
        await one(
          sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id
              where u.document_number = ${DEMO.customer.user} and n.title = ${title}`,
        )
      ).n,
    );
  const reconciled = async () => {
    const today = businessDateOf(t.clock.now());
    const totals = await t.send(money.dayTotals, { desde: today, hasta: today }, { token: supervisor });
    return totals.data.dias.every((d: any) => d.diferencia === '0.00');
  };

  it('puts a prepaid code’s 20.00 back on its balance, re-opens what it paid, and tells the customer', async () => {
    const before = await prepaidBalance();
    const paidBefore = await paidOfLot();
    const paid = await post(
      paymentEndpoints.prepaid,
      { idProducto: DEMO_PRODUCT.lot, monto: '20.00', codigo: 'PREPAGO12026' },
      customer,
    );
    expect(paid.status).toBe(0);
    expect(BigInt(await prepaidBalance())).toBe(BigInt(before) - 2_000n);
    const notified = await notices('Refund sent');

    const answer = await refund(paid.data.idPago);
    expect(answer).toMatchObject({
      status: 0,
      code: 'adminMoney.refunded',
      data: {
        idPago: paid.data.idPago,
        estado: 'reembolsado',
        reembolsado: '20.00',
        reembolso: { monto: '20.00', estado: 'completado' },
      },
    });
    expect(answer.message).toContain('20.00');
    expect(await prepaidBalance()).toBe(before);
    expect(await paidOfLot()).toBe(paidBefore);
    // The customer sees it beside the payment, and was told.
    expect(await paymentOf(paid.data.idPago)).toMatchObject({
      estado: 'reembolsado',
      reembolsado: '20.00',
      reembolsos: [{ monto: '20.00', estado: 'completado' }],
    });
    expect(await notices('Refund sent')).toBe(notified + 1);
    expect(await reconciled()).toBe(true);
  });

  it('gives a points wallet back its points in two partial refunds, and refuses a third', async () => {
    const points = async () => (await t.send(paymentEndpoints.wallet, {}, { token: customer })).data.puntos;
    const before = await points();
    const paid = await post(
      paymentEndpoints.walletPayment,
      { idProducto: DEMO_PRODUCT.lot, monto: '5.00', pin: '2468' },
      customer,
    );
    expect(paid.status).toBe(0);
    expect(Number(await points())).toBe(Number(before) - 500);

    const first = await refund(paid.data.idPago, '2.00');
    expect(first).toMatchObject({
      status: 0,
      data: { estado: 'confirmado', reembolsado: '2.00', reembolso: { monto: '2.00', estado: 'completado' } },
    });
    expect(Number(await points())).toBe(Number(before) - 300);
    // What is left to take back, by instalment: what the console tells before the next refund.
    const left = (await t.send(money.refunds, { idPago: String(paid.data.idPago) }, { token: supervisor })).data.partes;
    expect(left.reduce((sum: number, p: any) => sum + Number(p.monto), 0)).toBeCloseTo(3);
    expect(left.every((p: any) => (p.tipo === 'cuota') === Number.isInteger(p.cuota))).toBe(true);
    const tooMuch = await refund(paid.data.idPago, '3.01');
    expect(tooMuch).toMatchObject({ status: 1, code: 'adminMoney.refundAboveLeft', data: { campo: 'monto' } });
    expect(tooMuch.message).toContain('3.00');
    const rest = await refund(paid.data.idPago);
    expect(rest).toMatchObject({
      status: 0,
      data: { estado: 'reembolsado', reembolsado: '5.00', reembolso: { monto: '3.00' } },
    });
    expect(await points()).toBe(before);
    expect(await refund(paid.data.idPago, '0.01')).toMatchObject({ status: 1, code: 'adminMoney.alreadyRefunded' });

    const list = await t.send(money.refunds, { idPago: String(paid.data.idPago) }, { token: supervisor });
    expect(list.data.reembolsos.map((r: any) => [r.monto, r.estado])).toEqual([
      ['2.00', 'completado'],
      ['3.00', 'completado'],
    ]);
    expect(list.data.partes).toEqual([]);
    expect((await paymentOf(paid.data.idPago)).reembolsos).toHaveLength(2);
    expect(await reconciled()).toBe(true);
  });

  it('asks the card acquirer for the refund, under its own reference, and takes the charge off the card', async () => {
    const captured = gateway().capturedCents();
    const paid = await post(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.lot, monto: '30.00', ...card(SANDBOX_CARDS.visaApproves) },
      customer,
    );
    expect(gateway().capturedCents() - captured).toBe(3_000n);
    const answer = await refund(paid.data.idPago, '12.50');
    expect(answer).toMatchObject({
      status: 0,
      data: { estado: 'confirmado', reembolsado: '12.50', reembolso: { estado: 'completado' } },
    });
    expect(answer.data.reembolso.referenciaExterna).toMatch(/^re_/);
    expect(gateway().capturedCents() - captured).toBe(1_750n);
    expect(await reconciled()).toBe(true);
  });

  it('keeps nothing when the acquirer declines: the money stays refundable and the ledger untouched', async () => {
    const paid = await post(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.lot, monto: '10.00', ...card(SANDBOX_CARDS.refundDeclines) },
      customer,
    );
    expect(paid.status).toBe(0);
    const entries = async () =>
      Number((await one(sql`select count(*)::int as n from ledger_entries where payment_id = ${paid.data.idPago}`)).n);
    const before = await entries();
    const answer = await refund(paid.data.idPago);
    expect(answer).toMatchObject({ status: 1, code: 'adminMoney.refundDeclined', data: { campo: 'idPago' } });
    expect(answer.message).toContain('card account closed');
    expect(await entries()).toBe(before);
    expect((await paymentOf(paid.data.idPago)).reembolsado).toBe('0.00');
    const list = await t.send(money.refunds, { idPago: String(paid.data.idPago) }, { token: supervisor });
    expect(list.data.reembolsos).toMatchObject([{ estado: 'rechazado', motivoRechazo: 'card account closed' }]);
  });

  it('records a refund whose answer never came, and finishes it once when the acquirer answers later', async () => {
    const paid = await post(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.lot, monto: '8.00', ...card(SANDBOX_CARDS.refundTimesOut) },
      customer,
    );
    const chargeReference = (
      await one(sql`select external_reference as r from payments where id = ${paid.data.idPago}`)
    ).r;
    const key = `k-${randomUUID()}`;
    const answer = await refund(paid.data.idPago, undefined, key);
    expect(answer).toMatchObject({
      status: 0,
      code: 'adminMoney.refundPending',
      data: { reembolsado: '8.00', reembolso: { estado: 'en_curso' } },
    });
    // The acquirer made it (its first answer was lost); we have not written it, and nothing is re-opened yet.
    expect(gateway().refundedCentsOf(chargeReference)).toBe(800n);
    expect((await paymentOf(paid.data.idPago)).reembolsos).toEqual([expect.objectContaining({ estado: 'en_curso' })]);
    // Too young for the retry: left to the act that is waiting for it.
    expect(await retryRequestedRefunds(t.deps)).toBe(0);
    t.clock.advanceSeconds(31);
    const [a, b] = await Promise.all([retryRequestedRefunds(t.deps), refund(paid.data.idPago, undefined, key)]);
    expect(a + (b.data.reembolso.estado === 'completado' ? 1 : 0)).toBeGreaterThanOrEqual(1);
    expect(gateway().refundedCentsOf(chargeReference)).toBe(800n);
    expect((await paymentOf(paid.data.idPago)).estado).toBe('reembolsado');
    const reversals = await one(
      sql`select count(*)::int as n from ledger_entries where payment_id = ${paid.data.idPago} and account = 'clearing:card' and credit_cents > 0`,
    );
    expect(reversals.n).toBe(1);
    expect(await reconciled()).toBe(true);
  });

  it('owes a QR payment back until the bank confirms its transfer, and only a signed confirmation completes it', async () => {
    const bank = t.deps.qrBank as SandboxQrBank;
    const charge = await post(paymentEndpoints.qr, { idProducto: DEMO_PRODUCT.lot, monto: '6.00' }, customer);
    await bank.pay(charge.data.referencia, 600n);
    const owedNotices = await notices('Refund on its way');
    const answer = await refund(charge.data.idPago, '4.00');
    expect(answer).toMatchObject({
      status: 0,
      code: 'adminMoney.refundOwed',
      data: { reembolso: { estado: 'adeudado', monto: '4.00' } },
    });
    expect(await notices('Refund on its way')).toBe(owedNotices + 1);
    const owed = async () =>
      (
        await one(
          sql`select coalesce(sum(credit_cents - debit_cents), 0)::int as n from ledger_entries where payment_id = ${charge.data.idPago} and account = 'payable:refunds'`,
        )
      ).n;
    expect(await owed()).toBe(400);
    expect(await reconciled()).toBe(true);

    const reference = answer.data.reembolso.referencia;
    const notification = { referencia: reference, monto: '4.00', transaccion: answer.data.reembolso.referenciaExterna };
    const webhook = (signature: string, body = notification) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${paymentEndpoints.qrTransferNotification.path}`,
        headers: { 'x-firma': signature },
        payload: body,
      });
    // A payment's signature over the same fields is no transfer's signature; a forged amount is refused.
    expect((await webhook(bank.sign(notification))).json().code).toBe('platform.forbidden');
    expect(
      (
        await webhook(bank.signTransfer({ ...notification, monto: '40.00' }), { ...notification, monto: '40.00' })
      ).json().status,
    ).toBe(1);
    expect(await owed()).toBe(400);

    const sent = await Promise.all(Array.from({ length: 5 }, () => bank.confirmTransfer(reference, 400n)));
    expect(sent).toHaveLength(5);
    expect(await owed()).toBe(0);
    const list = await t.send(money.refunds, { idPago: String(charge.data.idPago) }, { token: supervisor });
    expect(list.data.reembolsos).toMatchObject([{ estado: 'completado', monto: '4.00' }]);
    const clearing = await one(
      sql`select sum(credit_cents)::int as n from ledger_entries where payment_id = ${charge.data.idPago} and account = 'clearing:qr'`,
    );
    expect(clearing.n).toBe(400);
    expect(await reconciled()).toBe(true);
  });

  it('refunds in parts sent all at once never add up to more than was paid, and one key is one refund', async () => {
    const paid = await post(
      paymentEndpoints.prepaid,
      { idProducto: DEMO_PRODUCT.lot, monto: '3.00', codigo: 'PREPAGO12026' },
      customer,
    );
    const balance = BigInt(await prepaidBalance());
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(paid.data.idPago, '1.00')));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(3);
    // The payment's row queues them: the fourth finds nothing left.
    expect(answers.filter((a) => a.status === 1).map((a) => a.code)).toEqual(
      Array(3).fill('adminMoney.alreadyRefunded'),
    );
    expect(BigInt(await prepaidBalance())).toBe(balance + 300n);

    const again = await post(
      paymentEndpoints.prepaid,
      { idProducto: DEMO_PRODUCT.lot, monto: '2.00', codigo: 'PREPAGO12026' },
      customer,
    );
    const key = `k-${randomUUID()}`;
    const same = await Promise.all(Array.from({ length: 8 }, () => refund(again.data.idPago, '0.50', key)));
    expect(same.every((a) => a.status === 0)).toBe(true);
    expect(new Set(same.map((a) => a.data.reembolso.idReembolso)).size).toBe(1);
    const list = await t.send(money.refunds, { idPago: String(again.data.idPago) }, { token: supervisor });
    expect(list.data.reembolsos).toHaveLength(1);
    expect(await reconciled()).toBe(true);
  });

  it('lets money in regularisation be refunded in part and the rest applied to the instalments', async () => {
    const bank = t.deps.qrBank as SandboxQrBank;
    const charge = await post(paymentEndpoints.qr, { idProducto: DEMO_PRODUCT.lot, monto: '5.00' }, customer);
    // The customer's bank sent more than was asked: it waits in regularisation.
    const notification = { referencia: charge.data.referencia, monto: '7.00', transaccion: `tx-${randomUUID()}` };
    await bank.deliver!(notification, bank.sign(notification));
    expect((await paymentOf(charge.data.idPago)).estado).toBe('en_regularizacion');
    const answer = await refund(charge.data.idPago, '2.00');
    expect(answer.data.reembolso.estado).toBe('adeudado');
    await bank.confirmTransfer(answer.data.reembolso.referencia, 200n);
    const paidBefore = await paidOfLot();
    const settled = await post(money.settleRegularising, { idPago: charge.data.idPago, motivo: REASON }, supervisor);
    expect(settled).toMatchObject({ status: 0, data: { estado: 'confirmado' } });
    expect(Number(await paidOfLot()) - Number(paidBefore)).toBeCloseTo(5, 2);
    const suspense = await one(
      sql`select coalesce(sum(credit_cents - debit_cents), 0)::int as n from ledger_entries where payment_id = ${charge.data.idPago} and account = 'suspense:regularisation'`,
    );
    expect(suspense.n).toBe(0);
    expect(await reconciled()).toBe(true);
  });
});
