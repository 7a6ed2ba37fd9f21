import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import {
  FRIEND_CODE_FAILURES_PER_HOUR,
  PREPAID_CODE_FAILURES_PER_HOUR,
  WALLET_PIN_MAX_TRIES,
} from '@vo/domain/payments/payment-config';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { productEndpoints } from '@vo/domain/products/products.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';
import { attemptCounters } from '../../db/schema/index.ts';

const CARD = { numeroTarjeta: '5555 5555 5555 4444', mesExpiracion: '10', anioExpiracion: '2099', cvc: '321' };

describe('prepaid codes, captcha, points wallet and a friend paying', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  let adviser: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const post = (endpoint: EndpointDefinition, body: object, token: string, key = `k-${randomUUID()}`) =>
    t.send(endpoint, body, { token, headers: { 'idempotency-key': key } });
  const count = async (table: string) =>
    Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);

  it('pays with a prepaid code until its balance is spent, then refuses it as used', async () => {
    const pay = (monto: string, codigo = 'prep-ago2-2026') =>
      post(paymentEndpoints.prepaid, { idProducto: DEMO_PRODUCT.lot, monto, codigo }, customer);
    const first = await pay('30.00');
    expect(first).toMatchObject({ status: 0, data: { estado: 'confirmado' } });
    const tooMuch = await pay('20.01');
    expect(tooMuch).toMatchObject({ code: 'payments.prepaidRefused', data: { campo: 'codigo' } });
    // Without the balance page's captcha, the payment tells nothing of the code's balance or state.
    expect(tooMuch.message).not.toContain('20.00');
    expect((await pay('20.00')).status).toBe(0);
    expect((await pay('1.00')).code).toBe('payments.prepaidRefused');
  });

  /** The per-person cap on refused codes is another test's subject: start each of these with none counted. */
  const forgetRefusedCodes = () => t.db.delete(attemptCounters);

  it('refuses unknown, used-up, disabled and expired codes alike, and writes nothing', async () => {
    await forgetRefusedCodes();
    const before = await count('payments');
    const cases = [
      ['NOPE00000000', 'payments.prepaidRefused'],
      ['short', 'payments.prepaidCodeInvalid'],
      ['VACIADA02026', 'payments.prepaidRefused'],
      ['BLOQUEAD2026', 'payments.prepaidRefused'],
      ['VENCIDA02025', 'payments.prepaidRefused'],
    ];
    for (const [codigo, code] of cases) {
      const answer = await post(
        paymentEndpoints.prepaid,
        { idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo },
        customer,
      );
      expect(answer.code, codigo).toBe(code);
    }
    expect(await count('payments')).toBe(before);
  });

  it('shows a prepaid balance only when the captcha matches, and each captcha answers once', async () => {
    const captcha = (await t.send(paymentEndpoints.captcha, undefined, { token: adviser })).data;
    expect(captcha.svg).toMatch(/^<svg/);
    // The answer is only on the server, as a hash: the captcha is stored, and this wrong answer is refused
    // for being wrong, not for naming a captcha that is gone.
    const rows: any = await t.db.execute(sql`select id from captchas where id = ${captcha.idCaptcha}`);
    const stored = rows.rows[0] ?? null;
    expect(stored).not.toBeNull();
    const wrong = await post(
      paymentEndpoints.prepaidBalance,
      { codigo: 'PREPAGO12026', idCaptcha: captcha.idCaptcha, captcha: 'xxxxx' },
      adviser,
    );
    expect(wrong).toMatchObject({ status: 1, code: 'captcha.wrong', data: { campo: 'captcha' } });

    // With a captcha whose answer the test knows (the server stores only its hash).
    const id = randomUUID();
    const { saveCaptcha } = await import('./payment-means.repo.ts');
    const now = t.clock.now();
    await saveCaptcha(t.db, id, 'AbCdE', new Date(now.getTime() + 60_000), now);
    const right = await post(
      paymentEndpoints.prepaidBalance,
      { codigo: 'prep ago1 2026', idCaptcha: id, captcha: 'abcde' },
      adviser,
    );
    expect(right).toMatchObject({ status: 0, data: { terminacion: '2026', estado: 'habilitada', moneda: 'USD' } });
    const again = await post(
      paymentEndpoints.prepaidBalance,
      { codigo: 'PREPAGO12026', idCaptcha: id, captcha: 'abcde' },
      adviser,
    );
    expect(again.code).toBe('captcha.wrong');
  });

  it('pays with points and the right PIN; three wrong PINs lock the wallet, even though each payment rolled back', async () => {
    const pay = (pin: string, monto = '2.00') =>
      post(paymentEndpoints.walletPayment, { idProducto: DEMO_PRODUCT.overdueHouse, monto, pin }, overdue);
    const before = (await t.send(paymentEndpoints.wallet, undefined, { token: overdue })).data;
    expect(before).toMatchObject({ puntos: '3000', equivalente: '30.00', bloqueadaHasta: null });
    expect((await pay('1357')).status).toBe(0);
    expect((await t.send(paymentEndpoints.wallet, undefined, { token: overdue })).data.puntos).toBe('2800');
    expect((await pay('1357', '28.01')).code).toBe('payments.walletBalanceLow');

    const payments = await count('payments');
    const wrong = [await pay('0000'), await pay('1111'), await pay('2222')];
    expect(wrong.map((a) => a.code)).toEqual([
      'payments.walletPinWrong',
      'payments.walletPinWrong',
      'payments.walletLocked',
    ]);
    expect(wrong[0]!.message).toContain('2');
    // Locked: even the right PIN is refused now.
    expect((await pay('1357')).code).toBe('payments.walletLocked');
    expect(await count('payments')).toBe(payments);
    expect((await t.send(paymentEndpoints.wallet, undefined, { token: overdue })).data.puntos).toBe('2800');
  });

  it('counts a double tap of one wrong PIN (same key, same request) as one try', async () => {
    const key = `tap-${randomUUID()}`;
    const body = { idProducto: DEMO_PRODUCT.lot, monto: '1.00', pin: '9999' };
    const taps = await Promise.all(
      Array.from({ length: 5 }, () => post(paymentEndpoints.walletPayment, body, customer, key)),
    );
    expect(new Set(taps.map((a) => a.message))).toEqual(new Set([taps[0]!.message]));
    expect(taps[0]).toMatchObject({ code: 'payments.walletPinWrong' });
    const next = await post(paymentEndpoints.walletPayment, { ...body, pin: '9998' }, customer);
    expect(next.code).toBe('payments.walletPinWrong');
    expect(next.message).toContain(String(WALLET_PIN_MAX_TRIES - 2));
    await forgetRefusedCodes();
  });

  it('gives PINs sent all at once three tries between them, then locks the wallet', async () => {
    const pay = (pin: string) =>
      post(paymentEndpoints.walletPayment, { idProducto: DEMO_PRODUCT.lot, monto: '1.00', pin }, customer);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(String(1000 + i))));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 'payments.walletPinWrong')).toHaveLength(WALLET_PIN_MAX_TRIES - 1);
    expect(codes.filter((c) => c === 'payments.walletLocked')).toHaveLength(10 - WALLET_PIN_MAX_TRIES + 1);
    expect((await pay('2468')).code).toBe('payments.walletLocked');
    const wallet = (await t.send(paymentEndpoints.wallet, undefined, { token: customer })).data;
    expect(wallet.bloqueadaHasta).not.toBeNull();
  });

  it('lets a friend pay a generated code once with their own card, on the owner’s product', async () => {
    const asked = await t.send(
      paymentEndpoints.askFriend,
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: '12.00' },
      { token: overdue },
    );
    expect(asked).toMatchObject({ status: 0, data: { monto: '12.00', estado: 'pendiente', titular: 'Juan' } });
    const code = asked.data.codigo as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const seen = await t.send(paymentEndpoints.friendRequest, { codigo: code.toLowerCase() }, { token: customer });
    expect(seen.data).toMatchObject({ codigo: code, monto: '12.00', titular: 'Juan' });
    expect(JSON.stringify(seen.data)).not.toContain('Mamani'); // the owner's full name stays private

    const key = `friend-${randomUUID()}`;
    const [paid, twice] = await Promise.all([
      post(paymentEndpoints.friendPaysByCard, { codigo: code, ...CARD }, customer, key),
      post(paymentEndpoints.friendPaysByCard, { codigo: code, ...CARD }, customer, key),
    ]);
    expect(paid.status).toBe(0);
    expect(twice.data.nroRecibo).toBe(paid.data.nroRecibo);
    const again = await post(paymentEndpoints.friendPaysByCard, { codigo: code, ...CARD }, customer);
    expect(again.code).toBe('payments.friendCodePaid');
    // It is the owner's payment, paid by the friend.
    const row: any = await t.db.execute(
      sql`select p.user_id, p.payer_user_id, u.document_number from payments p join users u on u.id = p.payer_user_id where p.id = ${paid.data.idPago}`,
    );
    expect(row.rows[0].document_number).toBe(DEMO.customer.user);
    const history = await t.send(
      productEndpoints.detail,
      { idProducto: DEMO_PRODUCT.overdueHouse },
      {
        token: overdue,
      },
    );
    expect(history.data.pagos.map((p: any) => p.idPago)).toContain(paid.data.idPago);

    expect((await t.send(paymentEndpoints.friendRequest, { codigo: 'ZZZZZZZZ' }, { token: customer })).code).toBe(
      'payments.friendCodeInvalid',
    );
    // A code for someone else's product cannot be made.
    const stolen = await t.send(
      paymentEndpoints.askFriend,
      { idProducto: DEMO_PRODUCT.lot, monto: '1.00' },
      { token: overdue },
    );
    expect(stolen.code).toBe('products.notFound');
  });

  it('caps refused prepaid codes per person, sent all at once, on the payment and the balance page alike', async () => {
    await forgetRefusedCodes();
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          paymentEndpoints.prepaid,
          { idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo: `GUESS${1000000 + i}` },
          customer,
        ),
      ),
    );
    const codes = guesses.map((g) => g.code);
    expect(codes.filter((c) => c === 'payments.prepaidRefused')).toHaveLength(PREPAID_CODE_FAILURES_PER_HOUR - 1);
    expect(codes.filter((c) => c === 'payments.prepaidTooManyTries')).toHaveLength(
      8 - PREPAID_CODE_FAILURES_PER_HOUR + 1,
    );
    // A good code now waits too, and so does the balance page with a solved captcha: nothing of a code is told.
    const good = await post(
      paymentEndpoints.prepaid,
      { idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo: 'PREPAGO12026' },
      customer,
    );
    expect(good.code).toBe('payments.prepaidTooManyTries');
    const id = randomUUID();
    const { saveCaptcha } = await import('./payment-means.repo.ts');
    await saveCaptcha(t.db, id, 'AbCdE', new Date(t.clock.now().getTime() + 60_000), t.clock.now());
    const balance = await post(
      paymentEndpoints.prepaidBalance,
      { codigo: 'PREPAGO12026', idCaptcha: id, captcha: 'abcde' },
      customer,
    );
    expect(balance).toMatchObject({ status: 1, code: 'payments.prepaidTooManyTries' });
    expect(JSON.stringify(balance)).not.toMatch(/saldo|habilitada/);
    // Another person is not affected.
    expect(
      (
        await post(
          paymentEndpoints.prepaid,
          { idProducto: DEMO_PRODUCT.overdueHouse, monto: '1.00', codigo: 'NOPE00000000' },
          overdue,
        )
      ).code,
    ).toBe('payments.prepaidRefused');
  });

  it('caps unknown "pay for me" codes per person, however they are sent', async () => {
    const lookups = await Promise.all(
      Array.from({ length: FRIEND_CODE_FAILURES_PER_HOUR + 2 }, (_, i) =>
        t.send(
          paymentEndpoints.friendRequest,
          { codigo: `ZZZZZZ${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)}` },
          { token: adviser },
        ),
      ),
    );
    const codes = lookups.map((l) => l.code);
    expect(codes.filter((c) => c === 'payments.friendCodeInvalid')).toHaveLength(FRIEND_CODE_FAILURES_PER_HOUR - 1);
    expect((await t.send(paymentEndpoints.friendRequest, { codigo: 'PAGAME23' }, { token: adviser })).code).toBe(
      'payments.friendTooManyTries',
    );
    recordFigures('code-caps', {
      label:
        'guesses sent at once by one person, per hour: prepaid codes refused / "pay for me" codes unknown, before the cap holds',
      value: `${PREPAID_CODE_FAILURES_PER_HOUR} of 8 / ${codes.filter((c) => c === 'payments.friendCodeInvalid').length + 1} of ${lookups.length}`,
      goal: `${PREPAID_CODE_FAILURES_PER_HOUR} / ${FRIEND_CODE_FAILURES_PER_HOUR}`,
    });
  });
});
