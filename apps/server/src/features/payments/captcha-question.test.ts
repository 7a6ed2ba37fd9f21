import { CAPTCHA_CODE_SENDS_PER_HOUR } from '@vo/domain/payments/payment-config';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/** The cashier's e-mail on file, where the code for a person who cannot see the image goes. */
const CASHIER_EMAIL = 'roberto.vargas@example.com';

describe('a person who cannot see the captcha image types a code sent to their own e-mail or phone (docs/decisions/0042)', () => {
  const t = useTestApp();
  let cashier: string;
  beforeAll(async () => {
    cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
  });
  const ask = (lang: 'en' | 'es' | 'pt', query: object = { tipo: 'pregunta' }, token = cashier) =>
    t.send(paymentEndpoints.captcha, query, { token, lang });
  const check = (idCaptcha: string, captcha: string) =>
    t.send(
      paymentEndpoints.prepaidBalance,
      { codigo: 'PREPAGO12026', idCaptcha, captcha },
      { token: cashier, lang: 'es' },
    );
  const lastCodeTo = async (recipient: string) => {
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? null;
  };
  const kindOf = async (id: string) =>
    ((await t.db.execute(sql`select kind from captchas where id = ${id}`)) as any).rows[0]?.kind ?? null;

  it('tells where the code went, in the caller’s language, and nothing in the answer answers it; the code shows the balance', async () => {
    const asked = await ask('es');
    expect(asked).toMatchObject({ status: 0, data: { svg: '' } });
    expect(asked.data.pregunta).toBe('Le enviamos un código por correo electrónico. Escríbalo aquí.');
    expect(await kindOf(asked.data.idCaptcha)).toBe('question');
    const code = await lastCodeTo(CASHIER_EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    // What a script reads from the page holds no answer: the code travelled to the person, not to the page.
    expect(JSON.stringify(asked)).not.toContain(code!);

    const right = await check(asked.data.idCaptcha, ` ${code} `);
    expect(right).toMatchObject({ status: 0, data: { terminacion: '2026', estado: 'habilitada' } });
    // Used once, right or wrong, like the image.
    expect((await check(asked.data.idCaptcha, code!)).code).toBe('captcha.wrong');
  });

  it('a wrong code is told in its own terms, in the caller language, next to the field', async () => {
    const asked = await ask('es');
    const wrong = await check(asked.data.idCaptcha, '000000x');
    expect(wrong).toMatchObject({ status: 1, code: 'captcha.answerWrong', data: { campo: 'captcha' } });
    expect(wrong.message).toBe('Ese no es el código que le enviamos. Escriba el nuevo que le llega ahora.');
  });

  it('speaks English and Portuguese too', async () => {
    expect((await ask('en')).data.pregunta).toBe('We sent you a code by e-mail. Type it here.');
    expect((await ask('pt')).data.pregunta).toBe('Enviamos um código para o seu e-mail. Digite-o aqui.');
  });

  it('sends a person at most the codes of the cap in an hour, from any address', async () => {
    const customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const answers = await Promise.all(
      Array.from({ length: CAPTCHA_CODE_SENDS_PER_HOUR + 3 }, () => ask('en', { tipo: 'pregunta' }, customer)),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(CAPTCHA_CODE_SENDS_PER_HOUR);
    for (const refused of answers.filter((answer) => answer.status !== 0)) {
      expect(refused).toMatchObject({ status: 1, code: 'captcha.tooManyCodes' });
    }
    const sent: any = await t.db.execute(
      sql`select count(*)::int as n from outbox_messages where recipient = 'maria.rojas@example.com'`,
    );
    expect(sent.rows[0].n).toBe(CAPTCHA_CODE_SENDS_PER_HOUR);
  });

  it('an old client that names no kind gets the image, as before', async () => {
    const image = await ask('en', {});
    expect(image).toMatchObject({ status: 0, data: { pregunta: null } });
    expect(image.data.svg).toMatch(/^<svg/);
    expect(await kindOf(image.data.idCaptcha)).toBe('image');
  });

  it('an unknown kind is refused with a sentence, and nothing is stored', async () => {
    const before = ((await t.db.execute(sql`select count(*)::int as n from captchas`)) as any).rows[0].n;
    const refused = await ask('pt', { tipo: 'audio' });
    expect(refused).toMatchObject({ status: 1, code: 'captcha.kindUnknown' });
    expect(refused.message).toBe('Peça o captcha como imagem ou como código enviado a você.');
    const after = ((await t.db.execute(sql`select count(*)::int as n from captchas`)) as any).rows[0].n;
    expect(after).toBe(before);
  });
});
