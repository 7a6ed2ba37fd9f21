import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentOpsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import type { SandboxQrBank } from '../../adapters/qr-bank/sandbox-qr-bank.ts';

describe('paying by QR', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  const pushed: unknown[] = [];
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    t.deps.events.on('payment', (event) => pushed.push(event));
  });
  const generate = (body: object, token = customer) =>
    t.send(paymentEndpoints.qr, body, { token, headers: { 'idempotency-key': `qr-${randomUUID()}` } });
  const state = (id: number, token = customer) => t.send(paymentEndpoints.qrState, { idPago: id }, { token });
  const bankPays = (referencia: string) =>
    t.send(paymentOpsEndpoints.sandboxQrPay, { referencia }, { agent: null, headers: { 'x-ops-secret': OPS_SECRET } });
  const bank = () => t.deps.qrBank as SandboxQrBank;
  /** The bank's webhook call, signed as the bank signs it. */
  const notify = (notification: { referencia: string; monto: string; transaccion: string }) =>
    t.send(paymentEndpoints.qrNotification, notification, {
      agent: null,
      headers: { 'x-firma': bank().sign(notification) },
    });

  it('generates a pending QR that the bank confirms through the signed webhook, with receipt and realtime event', async () => {
    const next = (await t.send(productEndpoints.list, undefined, { token: customer })).data.productos[1];
    const charge = await generate({ idProducto: DEMO_PRODUCT.membership, monto: next.montoSugerido });
    expect(charge).toMatchObject({ status: 0, data: { estado: 'pendiente', monto: next.montoSugerido } });
    expect(charge.data.qrSvg).toMatch(/^<svg/);
    expect((await state(charge.data.idPago)).data.estado).toBe('pendiente');

    expect((await bankPays(charge.data.referencia)).status).toBe(0);
    const confirmed = await state(charge.data.idPago);
    expect(confirmed.data).toMatchObject({ estado: 'confirmado', cuotasPagadas: [next.proximaCuota.nroCuota] });
    expect(confirmed.data.nroRecibo).toMatch(/^R12-/);
    expect(pushed).toContainEqual(expect.objectContaining({ idPago: charge.data.idPago, estado: 'confirmado' }));

    // The bank retries its notification of that transfer: nothing happens twice.
    const ledger = async () =>
      Number(((await t.db.execute(sql`select count(*)::int as n from ledger_entries`)) as any).rows[0].n);
    const entries = await ledger();
    const recorded: any = await t.db.execute(
      sql`select bank_transaction_id as id from payments where id = ${charge.data.idPago}`,
    );
    const transfer = {
      referencia: charge.data.referencia,
      monto: next.montoSugerido,
      transaccion: recorded.rows[0].id,
    };
    const replays = await Promise.all(Array.from({ length: 10 }, () => notify(transfer)));
    expect(replays.every((r) => r.status === 0 && r.data.estado === 'confirmado')).toBe(true);
    expect(await ledger()).toBe(entries);
  });

  it('keeps a second transfer for a paid QR in suspense for customer service, once, however often it comes', async () => {
    const charge = await generate({ idProducto: DEMO_PRODUCT.membership, monto: '2.00' });
    await bankPays(charge.data.referencia);
    const before = pushed.length;
    const second = { referencia: charge.data.referencia, monto: '2.00', transaccion: `second-${randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(second)));
    expect(answers.every((a) => a.status === 0 && a.data.estado === 'en_regularizacion')).toBe(true);
    const rows: any = await t.db.execute(
      sql`select p.id::int as id, p.state, p.amount_cents::int as cents,
            (select sum(credit_cents)::int from ledger_entries l where l.payment_id = p.id and l.account = 'suspense:regularisation') as suspense
          from payments p where p.bank_transaction_id = ${second.transaccion}`,
    );
    expect(rows.rows).toEqual([{ id: expect.any(Number), state: 'regularising', cents: 200, suspense: 200 }]);
    // The first payment stays as it was, and the customer's open page hears of the money in suspense once.
    expect((await state(charge.data.idPago)).data.estado).toBe('confirmado');
    expect(pushed.slice(before)).toEqual([expect.objectContaining({ estado: 'en_regularizacion' })]);
  });

  it('refuses an unsigned or forged notification', async () => {
    const charge = await generate({ idProducto: DEMO_PRODUCT.membership, monto: '3.00' });
    const notification = { referencia: charge.data.referencia, monto: '3.00', transaccion: 'forged' };
    const unsigned = await t.send(paymentEndpoints.qrNotification, notification, { agent: null });
    const forged = await t.send(paymentEndpoints.qrNotification, notification, {
      agent: null,
      headers: { 'x-firma': 'f'.repeat(64) },
    });
    expect([unsigned.code, forged.code]).toEqual(['platform.forbidden', 'platform.forbidden']);
    expect((await state(charge.data.idPago)).data.estado).toBe('pendiente');
  });

  it('keeps money that arrives after expiry "under regularisation" instead of applying it', async () => {
    const charge = await generate({ idProducto: DEMO_PRODUCT.membership, monto: '4.00' });
    const now = t.clock.now();
    t.clock.advanceSeconds(16 * 60);
    try {
      expect((await state(charge.data.idPago)).data.estado).toBe('expirado');
      await bankPays(charge.data.referencia);
      const late = await state(charge.data.idPago);
      expect(late.data).toMatchObject({ estado: 'en_regularizacion', nroRecibo: null });
      const suspense: any = await t.db.execute(
        sql`select sum(credit_cents)::int as c from ledger_entries where payment_id = ${charge.data.idPago} and account = 'suspense:regularisation'`,
      );
      expect(suspense.rows[0].c).toBe(400);
    } finally {
      t.clock.set(now);
    }
  });

  it('is not offered for company 27, says so when the bank cannot generate, and never for someone else’s product', async () => {
    const club = await generate({ idProducto: DEMO_PRODUCT.overdueSeasonPass, monto: '1.00' }, overdue);
    expect(club.code).toBe('payments.qrNotAccepted');
    const failed = await generate({ idProducto: DEMO_PRODUCT.membership, monto: '1.13' });
    expect(failed.code).toBe('payments.qrNotGenerated');
    const theirs = await generate({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '1.00' });
    expect(theirs.code).toBe('products.notFound');
    const mine = await generate({ idProducto: DEMO_PRODUCT.membership, monto: '2.00' });
    expect((await state(mine.data.idPago, overdue)).code).toBe('payments.notFound');
  });
});
