import { RECOVERY_CODE_MAX_ATTEMPTS, RECOVERY_CODE_TTL_MINUTES } from '@vo/domain/config';
import { describe, expect, it } from 'vitest';
import { DEMO, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

describe('recovering a forgotten password', () => {
  const t = useTestApp();
  const ci = DEMO.adviser.user;

  /** Reads the last code the sandbox "sent", as the person would read their phone. */
  const lastCodeSentTo = async (recipient: string) => {
    const outbox = await t.call('GET', `/ops/outbox?destinatario=${encodeURIComponent(recipient)}`, undefined, {
      headers: { 'x-ops-secret': OPS_SECRET },
    });
    const body: string = outbox.data[0].body;
    return /(\d{6})/.exec(body)![1]!;
  };

  it('verifies the ID, offers masked methods, sends a code by SMS and sets a new password with it', async () => {
    const verified = await t.call('POST', '/user/recuperar/verificar', { ci });
    expect(verified.data.metodos).toEqual([
      { tipo: 'correo', destino: 'ca***@example.com' },
      { tipo: 'sms', destino: '+591-7*****90' },
    ]);

    const sent = await t.call('POST', '/user/recuperar/enviar', { ci, metodo: 'sms' }, { lang: 'es' });
    expect(sent).toMatchObject({ status: 0, message: 'Enviamos un código a +591-7*****90.' });
    const code = await lastCodeSentTo('+591-74567890');

    const checked = await t.call('POST', '/user/recuperar/validar', { ci, codigo: code });
    expect(checked.status).toBe(0);
    const changed = await t.call('POST', '/user/password/enlace', {
      usuario: checked.data.usuario,
      password: 'Recupero#2026',
      confirmacion: 'Recupero#2026',
    });
    expect(changed.status).toBe(0);
    expect((await t.call('POST', '/user/login/nuevo', { user: ci, password: 'Recupero#2026' })).status).toBe(0);
    // The code was single-use.
    expect((await t.call('POST', '/user/recuperar/validar', { ci, codigo: code })).status).toBe(1);
  });

  it('refuses an expired code', async () => {
    await t.call('POST', '/user/recuperar/enviar', { ci, metodo: 'correo' });
    const code = await lastCodeSentTo('carlos.suarez@example.com');
    t.clock.advanceSeconds(RECOVERY_CODE_TTL_MINUTES * 60 + 1);
    expect((await t.call('POST', '/user/recuperar/validar', { ci, codigo: code })).code).toBe('recovery.codeExpired');
    t.clock.set(new Date());
  });

  it('stops accepting guesses after the limit, even the right code', async () => {
    await t.call('POST', '/user/recuperar/enviar', { ci, metodo: 'correo' });
    const code = await lastCodeSentTo('carlos.suarez@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: RECOVERY_CODE_MAX_ATTEMPTS + 3 }, () =>
        t.call('POST', '/user/recuperar/validar', { ci, codigo: wrong }),
      ),
    );
    expect(answers.every((a) => a.status === 1)).toBe(true);
    expect((await t.call('POST', '/user/recuperar/validar', { ci, codigo: code })).code).toBe(
      'recovery.tooManyAttempts',
    );
  });

  it('says when the document is unknown and refuses a malformed code', async () => {
    expect((await t.call('POST', '/user/recuperar/verificar', { ci: '5555555' })).code).toBe('recovery.unknownUser');
    expect((await t.call('POST', '/user/recuperar/validar', { ci, codigo: '12ab' })).code).toBe('recovery.codeFormat');
    expect((await t.call('POST', '/user/recuperar/enviar', { ci, metodo: 'paloma' })).code).toBe(
      'recovery.methodRequired',
    );
  });

  it('keeps the outbox behind the ops secret', async () => {
    const answer = await t.call('GET', '/ops/outbox?destinatario=x', undefined, {
      headers: { 'x-ops-secret': 'guess' },
    });
    expect(answer).toMatchObject({ status: 1, code: 'platform.forbidden' });
  });
});
