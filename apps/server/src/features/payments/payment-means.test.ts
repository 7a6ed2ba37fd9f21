import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

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
  const post = (path: string, body: object, token: string, key = `k-${randomUUID()}`) =>
    t.call('POST', path, body, { token, headers: { 'idempotency-key': key } });
  const count = async (table: string) =>
    Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);

  it('pays with a prepaid code until its balance is spent, then refuses it as used', async () => {
    const pay = (monto: string, codigo = 'prep-ago2-2026') =>
      post('/pagos/prepago', { idProducto: DEMO_PRODUCT.lot, monto, codigo }, customer);
    const first = await pay('30.00');
    expect(first).toMatchObject({ status: 0, data: { estado: 'confirmado' } });
    const tooMuch = await pay('20.01');
    expect(tooMuch).toMatchObject({ code: 'payments.prepaidBalanceLow', data: { campo: 'codigo' } });
    expect(tooMuch.message).toContain('20.00 USD');
    expect((await pay('20.00')).status).toBe(0);
    expect((await pay('1.00')).code).toBe('payments.prepaidUsed');
  });

  it('refuses unknown, used-up, disabled and expired codes, and writes nothing', async () => {
    const before = await count('payments');
    const cases = [
      ['NOPE00000000', 'payments.prepaidCodeInvalid'],
      ['short', 'payments.prepaidCodeInvalid'],
      ['VACIADA02026', 'payments.prepaidUsed'],
      ['BLOQUEAD2026', 'payments.prepaidNotEnabled'],
      ['VENCIDA02025', 'payments.prepaidExpired'],
    ];
    for (const [codigo, code] of cases) {
      const answer = await post('/pagos/prepago', { idProducto: DEMO_PRODUCT.lot, monto: '1.00', codigo }, customer);
      expect(answer.code, codigo).toBe(code);
    }
    expect(await count('payments')).toBe(before);
  });

  it('shows a prepaid balance only when the captcha matches, and each captcha answers once', async () => {
    const captcha = (await t.call('GET', '/captcha', undefined, { token: adviser })).data;
    expect(captcha.svg).toMatch(/^<svg/);
    // The answer is only on the server, as a hash: the captcha is stored, and this wrong answer is refused
    // for being wrong, not for naming a captcha that is gone.
    const rows: any = await t.db.execute(sql`select id from captchas where id = ${captcha.idCaptcha}`);
    const stored = rows.rows[0] ?? null;
    expect(stored).not.toBeNull();
    const wrong = await post(
      '/tarjetas-prepago/saldo',
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
      '/tarjetas-prepago/saldo',
      { codigo: 'prep ago1 2026', idCaptcha: id, captcha: 'abcde' },
      adviser,
    );
    expect(right).toMatchObject({ status: 0, data: { terminacion: '2026', estado: 'habilitada', moneda: 'USD' } });
    const again = await post(
      '/tarjetas-prepago/saldo',
      { codigo: 'PREPAGO12026', idCaptcha: id, captcha: 'abcde' },
      adviser,
    );
    expect(again.code).toBe('captcha.wrong');
  });

  it('pays with points and the right PIN; three wrong PINs lock the wallet, even though each payment rolled back', async () => {
    const pay = (pin: string, monto = '2.00') =>
      post('/pagos/billetera', { idProducto: DEMO_PRODUCT.overdueHouse, monto, pin }, overdue);
    const before = (await t.call('GET', '/billetera', undefined, { token: overdue })).data;
    expect(before).toMatchObject({ puntos: '3000', equivalente: '30.00', bloqueadaHasta: null });
    expect((await pay('1357')).status).toBe(0);
    expect((await t.call('GET', '/billetera', undefined, { token: overdue })).data.puntos).toBe('2800');
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
    expect((await t.call('GET', '/billetera', undefined, { token: overdue })).data.puntos).toBe('2800');
  });

  it('lets a friend pay a generated code once with their own card, on the owner’s product', async () => {
    const asked = await t.call(
      'POST',
      '/pagos/amigo/solicitud',
      { idProducto: DEMO_PRODUCT.overdueHouse, monto: '12.00' },
      { token: overdue },
    );
    expect(asked).toMatchObject({ status: 0, data: { monto: '12.00', estado: 'pendiente', titular: 'Juan' } });
    const code = asked.data.codigo as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    const seen = await t.call('GET', `/pagos/amigo?codigo=${code.toLowerCase()}`, undefined, { token: customer });
    expect(seen.data).toMatchObject({ codigo: code, monto: '12.00', titular: 'Juan' });
    expect(JSON.stringify(seen.data)).not.toContain('Mamani'); // the owner's full name stays private

    const key = `friend-${randomUUID()}`;
    const [paid, twice] = await Promise.all([
      post('/pagos/amigo/tarjeta', { codigo: code, ...CARD }, customer, key),
      post('/pagos/amigo/tarjeta', { codigo: code, ...CARD }, customer, key),
    ]);
    expect(paid.status).toBe(0);
    expect(twice.data.nroRecibo).toBe(paid.data.nroRecibo);
    const again = await post('/pagos/amigo/tarjeta', { codigo: code, ...CARD }, customer);
    expect(again.code).toBe('payments.friendCodePaid');
    // It is the owner's payment, paid by the friend.
    const row: any = await t.db.execute(
      sql`select p.user_id, p.payer_user_id, u.document_number from payments p join users u on u.id = p.payer_user_id where p.id = ${paid.data.idPago}`,
    );
    expect(row.rows[0].document_number).toBe(DEMO.customer.user);
    const history = await t.call('GET', `/productos/detalle?idProducto=${DEMO_PRODUCT.overdueHouse}`, undefined, {
      token: overdue,
    });
    expect(history.data.pagos.map((p: any) => p.idPago)).toContain(paid.data.idPago);

    expect((await t.call('GET', '/pagos/amigo?codigo=ZZZZZZZZ', undefined, { token: customer })).code).toBe(
      'payments.friendCodeInvalid',
    );
    // A code for someone else's product cannot be made.
    const stolen = await t.call(
      'POST',
      '/pagos/amigo/solicitud',
      { idProducto: DEMO_PRODUCT.lot, monto: '1.00' },
      { token: overdue },
    );
    expect(stolen.code).toBe('products.notFound');
  });
});
