import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };
const REASON = 'The customer was charged twice by mistake';

describe('the back office’s money (decision 0038)', () => {
  const t = useTestApp();
  let customer: string;
  let supervisor: string;
  let service: string;
  let sales: string;
  /** the payment of the first test, left confirmed: the refusals act on it */
  let kept = 0;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    supervisor = await staffToken(t, 'cashier_supervisor');
    service = await staffToken(t, 'customer_service');
    sales = await staffToken(t, 'sales_manager');
  });

  const detail = async () =>
    (await t.send(productEndpoints.detail, { idProducto: DEMO_PRODUCT.overdueHouse }, { token: customer })).data;
  /** The customer pays their oldest overdue instalment by card: a confirmed payment to act on. */
  const payOldest = async () => {
    const oldest = (await detail()).cuotas.find((c: any) => c.estado === 'VENCIDA');
    const paid = await t.send(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      { token: customer, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    );
    expect(paid.status).toBe(0);
    return { paymentId: paid.data.idPago as number, instalment: oldest.nroCuota as number, amount: oldest.saldo };
  };
  const refund = (paymentId: number, key = `k-${randomUUID()}`, token = supervisor, reason = REASON) =>
    t.send(endpoints.refund, { idPago: paymentId, motivo: reason }, { token, headers: { 'idempotency-key': key } });
  const reversals = async (paymentId: number) => {
    const r: any = await t.db.execute(
      sql`select count(*)::int as n, sum(debit_cents - credit_cents)::int as net from ledger_entries where payment_id = ${paymentId}`,
    );
    return r.rows[0] as { n: number; net: number };
  };
  const today = () => businessDateOf(t.clock.now());

  it('shows each day’s payments beside the ledger’s total, and they reconcile', async () => {
    const { paymentId, amount } = await payOldest();
    kept = paymentId;
    const totals = await t.send(endpoints.dayTotals, {}, { token: supervisor });
    expect(totals.status).toBe(0);
    const day = totals.data.dias.find((d: any) => d.dia === today());
    expect(day.diferencia).toBe('0.00');
    expect(totals.data.dias.every((d: any) => d.diferencia === '0.00')).toBe(true);
    // The payments' sum equals the ledger's clearing net, computed here straight from the tables.
    const r: any = await t.db.execute(
      sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as net from ledger_entries
          where account like 'clearing:%' and (created_at at time zone 'America/La_Paz')::date = ${today()}::date`,
    );
    expect(Number(day.libroMayor)).toBe(Number(r.rows[0].net) / 100);
    expect(Number(day.pagos)).toBeGreaterThanOrEqual(Number(amount));
    const card = totals.data.detalle.find((d: any) => d.dia === today() && d.metodo === 'card');
    expect(card.cantidad).toBeGreaterThanOrEqual(1);

    const list = await t.send(endpoints.list, { dia: today(), metodo: 'card' }, { token: service });
    expect(list.data.filas.map((p: any) => p.idPago)).toContain(paymentId);
    expect(list.data).toMatchObject({ pagina: 1, tamanoPagina: 25, totalLimitado: false });
    // The payment is listed under its product's company, and under no other.
    const mine = list.data.filas.find((p: any) => p.idPago === paymentId);
    const ofCompany = await t.send(endpoints.list, { empresa: String(mine.empresaId) }, { token: service });
    expect(ofCompany.data.filas.map((p: any) => p.idPago)).toContain(paymentId);
    expect(ofCompany.data.filas.every((p: any) => p.empresaId === mine.empresaId)).toBe(true);
    const other = await t.send(endpoints.list, { empresa: String(mine.empresaId + 1) }, { token: service });
    expect(other.data.filas.map((p: any) => p.idPago)).not.toContain(paymentId);
    // Found by its receipt number, and by the customer's document; another customer's document finds it not.
    const byReceipt = await t.send(endpoints.list, { buscar: ` ${mine.nroRecibo.toLowerCase()} ` }, { token: service });
    expect(byReceipt.data.filas.map((p: any) => p.idPago)).toEqual([paymentId]);
    const byDocument = await t.send(endpoints.list, { buscar: '1000002' }, { token: service });
    expect(byDocument.data.filas.map((p: any) => p.idPago)).toContain(paymentId);
    const someoneElse = await t.send(endpoints.list, { buscar: '1000001' }, { token: service });
    expect(someoneElse.data.filas.map((p: any) => p.idPago)).not.toContain(paymentId);
  });

  it('sums at most a month of days at a time, and says so next to the first day', async () => {
    const long = await t.send(endpoints.dayTotals, { desde: '2026-01-01', hasta: '2026-03-01' }, { token: supervisor });
    expect(long).toMatchObject({ status: 1, code: 'staff.rangeTooLong', data: { campo: 'desde' } });
    const reversed = await t.send(
      endpoints.dayTotals,
      { desde: '2026-03-01', hasta: '2026-01-01' },
      { token: supervisor },
    );
    expect(reversed).toMatchObject({ status: 1, code: 'staff.rangeReversed', data: { campo: 'desde' } });
    const csv = await t.app.inject({
      url: `/api/${endpoints.exportDayTotals.path}?desde=2026-01-01&hasta=2026-03-01`,
      headers: { token: supervisor, agente: '109' },
    });
    expect(csv.json()).toMatchObject({ status: 1, code: 'staff.rangeTooLong' });
  });

  it('refunds once when the same act is sent twice at once: one reversing entry per original, instalment re-opened', async () => {
    const { paymentId, instalment } = await payOldest();
    const before = await reversals(paymentId);
    const key = `k-${randomUUID()}`;
    const answers = await Promise.all([refund(paymentId, key), refund(paymentId, key)]);
    expect(answers.map((a) => a.status)).toEqual([0, 0]);
    expect(answers[0]!.data).toEqual(answers[1]!.data);
    expect(answers[0]!.data).toMatchObject({ idPago: paymentId, estado: 'reembolsado' });
    const after = await reversals(paymentId);
    expect(after).toEqual({ n: before.n * 2, net: 0 });
    const reopened = (await detail()).cuotas.find((c: any) => c.nroCuota === instalment);
    expect(reopened.estado).not.toBe('PAGADA');
    const trail: any = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'staff.payment.refund' and staff_id is not null and detail->>'paymentId' = ${String(paymentId)}`,
    );
    expect(trail.rows[0].n).toBe(1);
    // The day still reconciles after the refund.
    const totals = await t.send(endpoints.dayTotals, { desde: today(), hasta: today() }, { token: supervisor });
    expect(totals.data.dias[0].diferencia).toBe('0.00');
  });

  it('refuses a second refund of the same payment under another key, with a clear message', async () => {
    const { paymentId } = await payOldest();
    const originals = await reversals(paymentId);
    // Sent at once with two keys: the payment's row lock queues them, and the second finds it refunded.
    const answers = await Promise.all([refund(paymentId), refund(paymentId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1]);
    const before = await reversals(paymentId);
    expect(before).toEqual({ n: originals.n * 2, net: 0 });
    const second = answers.find((a) => a.status === 1)!;
    expect(second).toMatchObject({ status: 1, code: 'adminMoney.alreadyRefunded', data: { campo: 'idPago' } });
    expect(second.message).toContain(String(paymentId));
    expect(await refund(paymentId)).toMatchObject({ code: 'adminMoney.alreadyRefunded' });
    expect(await reversals(paymentId)).toEqual(before);
  });

  it('refuses a reason too short next to its field, and an act without an Idempotency-Key', async () => {
    const paymentId = kept;
    const short = await refund(paymentId, undefined, supervisor, 'no');
    expect(short).toMatchObject({ status: 1, code: 'staff.reasonLength' });
    const keyless = await t.send(endpoints.refund, { idPago: paymentId, motivo: REASON }, { token: supervisor });
    expect(keyless.code).toBe('platform.idempotencyKeyRequired');
  });

  it('lets customer service read money but not act on it; the sales manager cannot read it', async () => {
    const paymentId = kept;
    expect((await t.send(endpoints.list, {}, { token: service })).status).toBe(0);
    expect(await refund(paymentId, undefined, service)).toMatchObject({ code: 'platform.forbidden' });
    expect(await t.send(endpoints.list, {}, { token: sales })).toMatchObject({ code: 'platform.forbidden' });
    expect(await t.send(endpoints.dayTotals, {}, { token: sales })).toMatchObject({ code: 'platform.forbidden' });
    const csv = await t.app.inject({
      url: `/api/${endpoints.exportList.path}`,
      headers: { token: sales, agente: '109' },
    });
    expect(csv.json()).toMatchObject({ code: 'platform.forbidden' });
  });

  it('settles money held in regularisation on the instalments, and the suspense account empties', async () => {
    const paymentId = kept;
    // Money the bank sent that could not be applied: as confirmQrPayment keeps it.
    const stray: any = await t.db.execute(sql`
      insert into payments (user_id, product_id, company_id, method, state, amount_cents, currency, created_at, confirmed_at)
      select user_id, product_id, company_id, 'qr', 'regularising', 100, currency, now(), now() from payments where id = ${paymentId}
      returning id`);
    const strayId = Number(stray.rows[0].id);
    await t.db.execute(sql`insert into ledger_entries (payment_id, account, debit_cents, credit_cents, created_at) values
      (${strayId}, 'clearing:qr', 100, 0, now()), (${strayId}, 'suspense:regularisation', 0, 100, now())`);
    const listed = await t.send(endpoints.list, { estado: 'en_regularizacion' }, { token: supervisor });
    expect(listed.data.filas.map((p: any) => p.idPago)).toContain(strayId);
    const settled = await t.send(
      endpoints.settleRegularising,
      { idPago: strayId, motivo: REASON },
      { token: supervisor, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    );
    expect(settled).toMatchObject({ status: 0, data: { idPago: strayId, estado: 'confirmado' } });
    expect(settled.data.nroRecibo).toMatch(/^R\d+-\d{7}$/);
    const suspense: any = await t.db.execute(
      sql`select sum(credit_cents - debit_cents)::int as s from ledger_entries where payment_id = ${strayId} and account = 'suspense:regularisation'`,
    );
    expect(suspense.rows[0].s).toBe(0);
    const again = await t.send(
      endpoints.settleRegularising,
      { idPago: strayId, motivo: REASON },
      { token: supervisor, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    );
    expect(again.code).toBe('adminMoney.notRegularising');
  });

  it('exports CSV with a header row, commas and quotes escaped', async () => {
    await t.db.execute(sql`update companies set name = 'Grupo "Sur", S.A.' where id = (select min(id) from companies)`);
    const csv = await t.app.inject({
      url: `/api/${endpoints.exportList.path}?estado=confirmado`,
      headers: { token: supervisor, agente: '109' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '"idPago","fecha","dia","metodo","estado","monto","moneda","empresa","cliente","contrato","nroRecibo"',
    );
    expect(lines.length).toBeGreaterThan(2);
    const days = await t.app.inject({
      url: `/api/${endpoints.exportDayTotals.path}?desde=${today()}&hasta=${today()}`,
      headers: { token: supervisor, agente: '109' },
    });
    expect(days.body.split('\r\n')[0]).toBe('"dia","cantidad","pagos","libroMayor","diferencia"');
    expect(days.body).toContain(`"${today()}"`);
  });
});

describe('csv escaping', () => {
  it('quotes every field and doubles the quotes inside', async () => {
    const { csvOf } = await import('../../platform/back-office/csv.ts');
    expect(
      csvOf(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('"a","b"\r\n"x, y","say ""hi"""\r\n"","3"\r\n');
  });
});

describe('csv and spreadsheets', () => {
  it('never lets a spreadsheet run a typed name as a formula, and keeps negative amounts as numbers', async () => {
    const { csvOf } = await import('../../platform/back-office/csv.ts');
    expect(csvOf(['cliente', 'monto'], [['=HYPERLINK("http://x")', '-31.75']])).toBe(
      `"cliente","monto"\r\n"'=HYPERLINK(""http://x"")","-31.75"\r\n`,
    );
    expect(csvOf(['a', 'b', 'c'], [['+1+2', '@SUM(A1)', '-x']])).toBe(`"a","b","c"\r\n"'+1+2","'@SUM(A1)","'-x"\r\n`);
  });
});
