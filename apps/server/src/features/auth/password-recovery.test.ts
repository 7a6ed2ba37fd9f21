import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { RECOVERY_CODE_TTL_MINUTES, RECOVERY_TRIES_PER_HOUR } from '@vo/domain/auth/auth-config';
import { outboxOpsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import { describe, expect, it } from 'vitest';
import { DEMO, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

describe('recovering a forgotten password', () => {
  const t = useTestApp();
  const ci = DEMO.adviser.user;

  /** Reads the last code the sandbox "sent", as the person would read their phone. */
  const lastCodeSentTo = async (recipient: string) => {
    const outbox = await t.send(
      outboxOpsEndpoints.messages,
      { destinatario: recipient },
      { headers: { 'x-ops-secret': OPS_SECRET } },
    );
    const body: string = outbox.data[0].body;
    return /(\d{6})/.exec(body)![1]!;
  };

  it('offers both channels, sends a code by SMS and sets a new password with it', async () => {
    const verified = await t.send(authEndpoints.recoveryChannels, { ci });
    expect(verified.data.metodos).toEqual([{ tipo: 'correo' }, { tipo: 'sms' }]);

    const sent = await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'sms' }, { lang: 'es' });
    expect(sent).toMatchObject({ status: 0, data: { expiraEnSegundos: RECOVERY_CODE_TTL_MINUTES * 60 } });
    expect(sent.message).toContain('Si este documento está registrado');
    expect(sent.message).not.toContain('+591');
    const code = await lastCodeSentTo('+591-74567890');

    const checked = await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: code });
    expect(checked.status).toBe(0);
    const changed = await t.send(authEndpoints.setPasswordByLink, {
      usuario: checked.data.usuario,
      password: 'Recupero#2026',
      confirmacion: 'Recupero#2026',
    });
    expect(changed.status).toBe(0);
    expect((await t.send(authEndpoints.login, { user: ci, password: 'Recupero#2026' })).status).toBe(0);
    // The code was single-use.
    expect((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: code })).status).toBe(1);
  });

  it('refuses an expired code', async () => {
    await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'correo' });
    const code = await lastCodeSentTo('carlos.suarez@example.com');
    t.clock.advanceSeconds(RECOVERY_CODE_TTL_MINUTES * 60 + 1);
    expect((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: code })).code).toBe('recovery.codeInvalid');
    t.clock.advanceSeconds(3600);
  });

  it('stops accepting guesses after the limit, even the right code, sent all at once', async () => {
    await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'correo' });
    const code = await lastCodeSentTo('carlos.suarez@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: RECOVERY_TRIES_PER_HOUR + 3 }, () =>
        t.send(authEndpoints.checkRecoveryCode, { ci, codigo: wrong }),
      ),
    );
    expect(answers.every((a) => a.status === 1)).toBe(true);
    expect(answers.filter((a) => a.code === 'recovery.codeInvalid')).toHaveLength(RECOVERY_TRIES_PER_HOUR - 1);
    expect((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: code })).code).toBe('recovery.tooManyAttempts');
    t.clock.advanceSeconds(3600);
  });

  it('refuses a malformed code and an unknown channel', async () => {
    expect((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: '12ab' })).code).toBe('recovery.codeFormat');
    expect((await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'paloma' })).code).toBe(
      'recovery.methodRequired',
    );
  });

  it('keeps the outbox behind the ops secret', async () => {
    const answer = await t.send(
      outboxOpsEndpoints.messages,
      { destinatario: 'x' },
      { headers: { 'x-ops-secret': 'guess' } },
    );
    expect(answer).toMatchObject({ status: 1, code: 'platform.forbidden' });
  });
});
