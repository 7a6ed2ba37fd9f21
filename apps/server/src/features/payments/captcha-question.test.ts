import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** The Spanish number words of the question, to answer it as a person would. */
const SPANISH_NUMBERS = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];

describe('a person who cannot see the captcha image answers a question instead (docs/decisions/0030)', () => {
  const t = useTestApp();
  let cashier: string;
  beforeAll(async () => {
    cashier = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
  });
  const ask = (lang: 'en' | 'es' | 'pt', query: object = { tipo: 'pregunta' }) =>
    t.send(paymentEndpoints.captcha, query, { token: cashier, lang });
  const check = (idCaptcha: string, captcha: string) =>
    t.send(
      paymentEndpoints.prepaidBalance,
      { codigo: 'PREPAGO12026', idCaptcha, captcha },
      { token: cashier, lang: 'es' },
    );
  const kindOf = async (id: string) =>
    ((await t.db.execute(sql`select kind from captchas where id = ${id}`)) as any).rows[0]?.kind ?? null;

  it('asks the question in words in the caller language, and the sum in digits shows the balance', async () => {
    const question = await ask('es');
    expect(question.status).toBe(0);
    expect(question.data.svg).toBe('');
    const [, first, second] = /^¿Cuánto es (\p{L}+) más (\p{L}+)\?$/u.exec(question.data.pregunta) ?? [];
    expect(SPANISH_NUMBERS).toContain(first);
    expect(SPANISH_NUMBERS).toContain(second);
    expect(await kindOf(question.data.idCaptcha)).toBe('question');

    const sum = SPANISH_NUMBERS.indexOf(first!) + 1 + SPANISH_NUMBERS.indexOf(second!) + 1;
    const right = await check(question.data.idCaptcha, ` ${sum} `);
    expect(right).toMatchObject({ status: 0, data: { terminacion: '2026', estado: 'habilitada' } });
    // Used once, right or wrong, like the image.
    expect((await check(question.data.idCaptcha, String(sum))).code).toBe('captcha.wrong');
  });

  it('a wrong answer is told in the terms of the question, in the caller language, next to the field', async () => {
    const question = await ask('es');
    const wrong = await check(question.data.idCaptcha, '99');
    expect(wrong).toMatchObject({ status: 1, code: 'captcha.answerWrong', data: { campo: 'captcha' } });
    expect(wrong.message).toBe('Esa no es la respuesta. Intente con la nueva pregunta.');
  });

  it('speaks English and Portuguese too', async () => {
    expect((await ask('en')).data.pregunta).toMatch(/^How much is [a-z]+ plus [a-z]+\?$/);
    expect((await ask('pt')).data.pregunta).toMatch(/^Quanto é \p{L}+ mais \p{L}+\?$/u);
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
    expect(refused.message).toBe('Peça o captcha como imagem ou como pergunta.');
    const after = ((await t.db.execute(sql`select count(*)::int as n from captchas`)) as any).rows[0].n;
    expect(after).toBe(before);
  });
});
