import { randomUUID } from 'node:crypto';
import { documentEndpoints } from '@vo/domain/documents/documents.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { receiptNumberOf } from '@vo/domain/payments/receipt-number';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { SandboxGateway } from '../../adapters/payment-gateway/sandbox-gateway.ts';
import { receiptNumberSql } from './payments.repo.ts';

const CARD = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

describe('paying by card', () => {
  const gateway = new SandboxGateway();
  const t = useTestApp({ paymentGateway: gateway });
  let overdue: string;
  let customer: string;
  beforeAll(async () => {
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const pay = (body: object, token = overdue, key = `k-${randomUUID()}`, lang = 'en') =>
    t.send(paymentEndpoints.card, body, { token, lang, headers: { 'idempotency-key': key } });
  const detail = async (id: number, token = overdue) =>
    (await t.send(productEndpoints.detail, { idProducto: id }, { token })).data;
  const count = async (table: string) => {
    const r: any = await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number(r.rows[0].n);
  };
  const ledgerBalances = async () => {
    const r: any = await t.db.execute(
      sql`select count(*)::int as n from (select payment_id from ledger_entries group by payment_id having sum(debit_cents) <> sum(credit_cents)) x`,
    );
    return Number(r.rows[0].n) === 0;
  };

  it('pays the oldest overdue instalment first: fines, interest, expenses, capital; receipt and ledger in one go', async () => {
    const before = await detail(DEMO_PRODUCT.overdueHouse);
    const oldest = before.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const answer = await pay(
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: oldest.saldo, ...CARD },
      overdue,
      undefined,
      'es',
    );
    expect(answer).toMatchObject({
      status: 0,
      code: 'payments.paid',
      data: { estado: 'confirmado', cuotasPagadas: [oldest.nroCuota] },
    });
    expect(answer.message).toBe(`Pago recibido. Recibo ${answer.data.nroRecibo}.`);
    expect(answer.data.nroRecibo).toMatch(/^R3-\d{7}$/);

    const after = await detail(DEMO_PRODUCT.overdueHouse);
    const paid = after.cuotas.find((c: any) => c.nroCuota === oldest.nroCuota);
    expect(paid).toMatchObject({ estado: 'PAGADA', saldo: '0.00', nroRecibo: answer.data.nroRecibo });
    expect(after.cuotasVencidas).toBe(before.cuotasVencidas - 1);
    expect(after.pagos[0]).toMatchObject({ metodo: 'tarjeta', estado: 'confirmado', tarjeta: 'VISA 1111' });
    expect(await ledgerBalances()).toBe(true);

    const receipt = await t.send(paymentEndpoints.receipt, { idPago: answer.data.idPago }, { token: overdue });
    expect(Buffer.from(receipt.data.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Nobody else can fetch it.
    const stolen = await t.send(paymentEndpoints.receipt, { idPago: answer.data.idPago }, { token: customer });
    expect(stolen.code).toBe('payments.notFound');
    // The card number is nowhere in the database: the token and the last four only.
    const dump: any = await t.db.execute(sql`select string_agg(c::text, '|') as d from customer_cards c`);
    expect(dump.rows[0].d).not.toContain('4111111111111111');
  });

  it('splits a partial payment inside one instalment in the order fines, interest, expenses, form fee, capital', async () => {
    const before = await detail(DEMO_PRODUCT.overdueHouse);
    const oldest = before.cuotas.find((c: any) => c.estado === 'VENCIDA');
    const answer = await pay({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '20.00', ...CARD });
    expect(answer.status).toBe(0);
    const parts: any = await t.db.execute(
      sql`select component, amount_cents::int as cents from payment_allocations where payment_id = ${answer.data.idPago} order by amount_cents desc`,
    );
    const byPart = Object.fromEntries(parts.rows.map((r: any) => [r.component, r.cents]));
    expect(byPart.fines).toBe(Math.round(Number(oldest.multas) * 100));
    expect(byPart.fines + byPart.interest + (byPart.expenses ?? 0) + (byPart.capital ?? 0)).toBe(2000);
    expect(answer.data.cuotasPagadas).toEqual([]);
  });

  it('refuses every bad input with its message and writes nothing', async () => {
    const before = {
      payments: await count('payments'),
      ledger: await count('ledger_entries'),
      captured: gateway.capturedCents(),
    };
    const house = DEMO_PRODUCT.overdueHouse;
    const debt = (await detail(house)).deudaTotal;
    const cases: [object, string, string?][] = [
      [{ idProducto: house, monto: '0', ...CARD }, 'payments.amountZero', 'monto'],
      [{ idProducto: house, monto: '-5', ...CARD }, 'payments.amountInvalid', 'monto'],
      [{ idProducto: house, monto: 'abc', ...CARD }, 'payments.amountInvalid', 'monto'],
      [{ idProducto: house, monto: (Number(debt) + 1).toFixed(2), ...CARD }, 'payments.amountAboveDebt', 'monto'],
      [
        { idProducto: house, monto: '10', ...CARD, numeroTarjeta: '4111 1111 1111 1112' },
        'payments.cardNumberInvalid',
        'numeroTarjeta',
      ],
      [
        { idProducto: house, monto: '10', ...CARD, numeroTarjeta: '3782 822463 10005' },
        'payments.cardBrandNotAccepted',
        'numeroTarjeta',
      ],
      [{ idProducto: house, monto: '10', ...CARD, mesExpiracion: '13' }, 'payments.cardExpiryInvalid', 'mesExpiracion'],
      [{ idProducto: house, monto: '10', ...CARD, anioExpiracion: '2020' }, 'payments.cardExpired', 'anioExpiracion'],
      [{ idProducto: house, monto: '10', ...CARD, cvc: '12' }, 'payments.cardCvcInvalid', 'cvc'],
      [{ idProducto: house, monto: '3500.01', ...CARD }, 'payments.cardLimit', 'monto'],
      [{ idProducto: house, monto: '10', ...CARD, numeroTarjeta: '4000 0000 0000 0002' }, 'payments.declined'],
      [{ idProducto: house, monto: '10', ...CARD, numeroTarjeta: '4000 0000 0000 0119' }, 'payments.gatewayTimeout'],
      // Another customer's product, by guessing its id: as if it did not exist.
      [{ idProducto: DEMO_PRODUCT.lot, monto: '10', ...CARD }, 'products.notFound'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await pay(body);
      expect(answer, code).toMatchObject({ status: 1, code });
      expect(answer.httpStatus).toBe(200);
      if (field) expect(answer.data, code).toEqual({ campo: field });
    }
    expect(await count('payments')).toBe(before.payments);
    expect(await count('ledger_entries')).toBe(before.ledger);
    expect(gateway.capturedCents()).toBe(before.captured);
  });

  it('refuses a new card once the client has used the allowed number of cards', async () => {
    const cards = ['4242 4242 4242 4242', '4012 8888 8888 1881', '5555 5555 5555 4444', '5105 1051 0510 5100'];
    const answers = [];
    for (const numeroTarjeta of cards) {
      answers.push(await pay({ idProducto: DEMO_PRODUCT.overdueSeasonPass, monto: '1.00', ...CARD, numeroTarjeta }));
    }
    // 4111… was used above: with it, three cards are allowed, so the third new one is refused.
    expect(answers.map((a) => a.code ?? a.status)).toEqual([
      'payments.paid',
      'payments.paid',
      'payments.cardCountExceeded',
      'payments.cardCountExceeded',
    ]);
    // A card already used stays usable.
    const again = await pay({ idProducto: DEMO_PRODUCT.overdueSeasonPass, monto: '1.00', ...CARD });
    expect(again.status).toBe(0);
  });

  it('charges once for 20 identical requests sent at the same moment', async () => {
    const key = `double-click-${randomUUID()}`;
    const before = { payments: await count('payments'), captured: gateway.capturedCents() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '5.00', ...CARD }, overdue, key),
      ),
    );
    expect(new Set(answers.map((a) => a.data?.nroRecibo)).size).toBe(1);
    expect(answers.every((a) => a.status === 0)).toBe(true);
    expect(await count('payments')).toBe(before.payments + 1);
    expect(gateway.capturedCents() - before.captured).toBe(500n);
  });

  it('leaves no trace when the database fails in the middle of a payment, and gives the charge back', async () => {
    await t.db.execute(
      sql`create or replace function fail_receipt() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await t.db.execute(
      sql`create trigger fail_receipt before insert on receipts for each row execute function fail_receipt()`,
    );
    const before = {
      payments: await count('payments'),
      allocations: await count('payment_allocations'),
      ledger: await count('ledger_entries'),
      schedule: JSON.stringify((await detail(DEMO_PRODUCT.overdueHouse)).cuotas),
      captured: gateway.capturedCents(),
    };
    try {
      const answer = await pay({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '7.00', ...CARD });
      expect(answer.status).toBe(1);
      expect(answer.code).toBe('platform.unexpected');
    } finally {
      await t.db.execute(sql`drop trigger fail_receipt on receipts`);
    }
    expect(await count('payments')).toBe(before.payments);
    expect(await count('payment_allocations')).toBe(before.allocations);
    expect(await count('ledger_entries')).toBe(before.ledger);
    expect(JSON.stringify((await detail(DEMO_PRODUCT.overdueHouse)).cuotas)).toBe(before.schedule);
    expect(gateway.capturedCents()).toBe(before.captured);
  });

  it('refuses payments to companies 12 and 27 during the blackout window of spec §9 (La Paz time)', async () => {
    const now = t.clock.now();
    try {
      t.clock.set(new Date('2022-12-31T05:00:00Z')); // 01:00 in La Paz
      const answer = await pay(
        { idProducto: DEMO_PRODUCT.overdueSeasonPass, monto: '1.00', ...CARD },
        overdue,
        undefined,
        'es',
      );
      expect(answer).toMatchObject({ status: 1, code: 'payments.blackout' });
      expect(answer.message).toContain('31/12/2022 06:00:00');
      // Company 3 is not in the window.
      const house = await pay({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '1.00', ...CARD });
      expect(house.status).toBe(0);
    } finally {
      t.clock.set(now);
    }
  });

  it('draws a receipt from what its payment wrote: the same bytes at every download, from both doors', async () => {
    const answer = await pay({ idProducto: DEMO_PRODUCT.overdueHouse, monto: '3.00', ...CARD });
    expect(answer.status).toBe(0);
    const id = answer.data.idPago;
    const fromPayments = async () =>
      (await t.send(paymentEndpoints.receipt, { idPago: id }, { token: overdue })).data.pdfBase64 as string;
    const fromDocuments = async () =>
      (await t.send(documentEndpoints.download, { tipo: 'recibo', id }, { token: overdue })).data.pdfBase64 as string;
    const first = await fromPayments();
    expect(await fromPayments()).toBe(first);
    expect(await fromDocuments()).toBe(first);
    // No PDF in the payment's transaction (docs/decisions/0066): what it says is kept, and says it.
    const stored: any = await t.db.execute(sql`select pdf, facts from receipts where payment_id = ${id}`);
    expect(stored.rows[0].pdf).toBeNull();
    expect(stored.rows[0].facts).toMatchObject({
      receiptNumber: answer.data.nroRecibo,
      amount: '3.00',
      method: 'Tarjeta VISA **** 1111',
    });
    // The number is written by the counter's statement (0072), in receiptNumberOf's form, past seven digits too.
    for (const place of [1, 248, 9_999_999, 12_345_678]) {
      const written: any = await t.db.execute(sql`select ${receiptNumberSql(27, sql`${place}::bigint`)} as n`);
      expect(written.rows[0].n).toBe(receiptNumberOf(27, place));
    }
    // A receipt written with its PDF before then is served as it was written.
    const written = Buffer.from('%PDF-1.7 written with the payment');
    await t.db.execute(sql`update receipts set pdf = ${written}, facts = null where payment_id = ${id}`);
    expect(Buffer.from(await fromPayments(), 'base64')).toEqual(written);
  });
});

describe('new cards paid at the same moment (decision 0042)', () => {
  /** An acquirer that takes its time, as a real one does: every payment has counted the cards before any is kept. */
  class SlowGateway extends SandboxGateway {
    override async charge(input: Parameters<SandboxGateway['charge']>[0]) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return super.charge(input);
    }
  }
  const gateway = new SlowGateway();
  const t = useTestApp({ paymentGateway: gateway });

  it('keeps at most the allowed cards of one person, whatever arrives at once', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const cards = ['4242 4242 4242 4242', '4012 8888 8888 1881', '5555 5555 5555 4444', '5105 1051 0510 5100'];
    const answers = await Promise.all(
      // Two products: a payment holds its product's row, so the cards race on the person, not on one product.
      cards.map((numeroTarjeta, index) =>
        t.send(
          paymentEndpoints.card,
          { idProducto: index % 2 ? DEMO_PRODUCT.membership : DEMO_PRODUCT.lot, monto: '1.00', ...CARD, numeroTarjeta },
          { token, headers: { 'idempotency-key': `card-${randomUUID()}` } },
        ),
      ),
    );
    const max = t.deps.limits.maxCardsPerClient;
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(max);
    expect(answers.filter((answer) => answer.code === 'payments.cardCountExceeded')).toHaveLength(cards.length - max);
    const kept = await t.send(paymentEndpoints.savedCards, undefined, { token });
    expect(kept.data!.tarjetas).toHaveLength(max);
  });
});
