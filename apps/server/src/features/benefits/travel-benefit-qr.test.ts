import { randomUUID } from 'node:crypto';
import { benefitEndpoints as endpoints } from '@vo/domain/benefits/benefits.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentOpsEndpoints } from '@vo/domain/payments/payments-ops.endpoints';
import { addCalendarMonths, addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import type { SandboxQrBank } from '../../adapters/qr-bank/sandbox-qr-bank.ts';

/** 1000001's membership (seed/demo-products.ts): paid above the share, nothing overdue. */
const MEMBERSHIP = 2;

describe('the travel benefit paid by QR (benefit by QR on): the bank confirms, the fee is settled, the RCI code given', () => {
  const t = useTestApp();
  let customer: string;
  let other: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    other = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const qrOn = (on = true) => {
    const before = t.deps.featureFlags.benefitByQr;
    t.deps.featureFlags.benefitByQr = on;
    onTestFinished(() => {
      t.deps.featureFlags.benefitByQr = before;
    });
  };
  const issue = (token = customer, idProducto = MEMBERSHIP, key = `rci-qr-${randomUUID()}`) =>
    t.send(endpoints.payTravelByQr, { idProducto }, { token, headers: { 'idempotency-key': key } });
  const state = (idPago: number, token = customer) => t.send(paymentEndpoints.qrState, { idPago }, { token });
  const bank = () => t.deps.qrBank as SandboxQrBank;
  const notify = (notification: { referencia: string; monto: string; transaccion: string }) =>
    t.send(paymentEndpoints.qrNotification, notification, {
      agent: null,
      headers: { 'x-firma': bank().sign(notification) },
    });
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows;
  const instalmentsOf = () =>
    rows(
      sql`select number, paid_capital_cents::text as c, paid_interest_cents::text as i, receipt_number as r from instalments where product_id = ${MEMBERSHIP} order by number`,
    );
  const benefit = async () =>
    (
      await rows(
        sql`select rci_code, expires_on::text as until, payment_id::int as paid from travel_benefits where product_id = ${MEMBERSHIP}`,
      )
    )[0] ?? null;

  it('issues a QR for the fee; the bank’s exact transfer confirms it: receipt, ledger to the fee, RCI code and expiry, no instalment touched', async () => {
    qrOn();
    const today = businessDateOf(t.clock.now());
    const instalments = await instalmentsOf();
    const charge = await issue();
    expect(charge).toMatchObject({ status: 0, data: { estado: 'pendiente', monto: '89.00' } });
    expect(charge.data.qrSvg).toMatch(/^<svg/);
    expect(await benefit()).toBeNull();

    const paid = await t.send(
      paymentOpsEndpoints.sandboxQrPay,
      { referencia: charge.data.referencia },
      { agent: null, headers: { 'x-ops-secret': OPS_SECRET } },
    );
    expect(paid.status).toBe(0);
    const confirmed = await state(charge.data.idPago);
    expect(confirmed.data).toMatchObject({ estado: 'confirmado', cuotasPagadas: [] });
    expect(confirmed.data.nroRecibo).toMatch(/^R/);
    const receipts = await rows(sql`select count(*)::int as n from receipts where payment_id = ${charge.data.idPago}`);
    expect(receipts).toEqual([{ n: 1 }]);
    const booked = await rows(
      sql`select account from ledger_entries where payment_id = ${charge.data.idPago} and credit_cents > 0`,
    );
    expect(booked.map((r: any) => r.account)).toEqual(['income:rci-affiliation:project-70']);
    expect(await benefit()).toEqual({
      rci_code: expect.stringMatching(/^RCI-\d{8}$/),
      until: addDaysToDate(addCalendarMonths(today, 12), -1),
      paid: charge.data.idPago,
    });
    expect(await instalmentsOf()).toEqual(instalments);
    const home = (await t.send(endpoints.travel, undefined, { token: customer })).data;
    expect(home.beneficios[0].rci).toMatchObject({ codigo: (await benefit()).rci_code, vigente: true });

    // The bank delivers that transfer again, many times: one extension, nothing new.
    const [{ tx }] = await rows(sql`select bank_transaction_id as tx from payments where id = ${charge.data.idPago}`);
    const cover = await benefit();
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => notify({ referencia: charge.data.referencia, monto: '89.00', transaccion: tx })),
    );
    expect(replays.every((r) => r.status === 0 && r.data.estado === 'confirmado')).toBe(true);
    expect(await benefit()).toEqual(cover);

    // Another customer can neither read that payment nor has it given him anything.
    expect((await state(charge.data.idPago, other)).code).toBe('payments.notFound');
    const theirs = await issue(other);
    expect(theirs).toMatchObject({ status: 1, code: 'benefits.notMembership' });

    // A second transfer for the paid QR waits in regularisation: the cover is not extended again.
    const second = await notify({
      referencia: charge.data.referencia,
      monto: '89.00',
      transaccion: `t-${randomUUID()}`,
    });
    expect(second.data.estado).toBe('en_regularizacion');
    expect(await benefit()).toEqual(cover);

    // A renewal by QR keeps the code and extends the expiry.
    const renewal = await issue();
    await notify({ referencia: renewal.data.referencia, monto: '89.00', transaccion: `t-${randomUUID()}` });
    const renewed = await benefit();
    expect(renewed.rci_code).toBe(cover.rci_code);
    expect(renewed.until > cover.until).toBe(true);
  });

  it('issues one QR under a repeated key, and keeps a transfer of another amount in regularisation: no receipt, no benefit change', async () => {
    qrOn();
    const before = await benefit();
    // Sent twice under one key (a retry after no answer): one QR.
    const key = `rci-qr-${randomUUID()}`;
    const charge = await issue(customer, MEMBERSHIP, key);
    expect((await issue(customer, MEMBERSHIP, key)).data.idPago).toBe(charge.data.idPago);
    const answer = await notify({
      referencia: charge.data.referencia,
      monto: '50.00',
      transaccion: `t-${randomUUID()}`,
    });
    expect(answer.data.estado).toBe('en_regularizacion');
    const [row] = await rows(
      sql`select state, amount_cents::int as cents, receipt_number as r from payments where id = ${charge.data.idPago}`,
    );
    expect(row).toEqual({ state: 'regularising', cents: 5000, r: null });
    expect(await benefit()).toEqual(before);
  });

  it('refuses with benefit by QR off, and a forged notification; nothing written', async () => {
    qrOn(false);
    const count = async () => (await rows(sql`select count(*)::int as n from payments`))[0].n;
    const payments = await count();
    const off = await issue();
    expect(off).toMatchObject({ status: 1, code: 'benefits.byQrOff' });
    expect(off.message).toBe('The travel benefit cannot be paid by QR right now.');
    expect(await count()).toBe(payments);
    qrOn(true);
    const charge = await issue();
    const forged = await t.send(
      paymentEndpoints.qrNotification,
      { referencia: charge.data.referencia, monto: '89.00', transaccion: 'forged' },
      { agent: null, headers: { 'x-firma': 'bad' } },
    );
    expect(forged.code).toBe('platform.forbidden');
    expect((await state(charge.data.idPago)).data.estado).toBe('pendiente');
    // The card path's eligibility: an instalment past due refuses the QR too.
    await t.db.execute(
      sql`update instalments set paid_capital_cents = 0, due_date = due_date - 4000 where product_id = ${MEMBERSHIP} and number = 1`,
    );
    const payments2 = await count();
    expect(await issue()).toMatchObject({ status: 1, code: 'benefits.overdue' });
    expect(await count()).toBe(payments2);
  });
});
