import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_LOCK_MINUTES } from '@vo/domain/auth/auth-config';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { auditLog, sessions } from '../../db/schema/index.ts';

describe('logging in (POST user/login/nuevo)', () => {
  const t = useTestApp();
  const login = (user: string, password: string, lang = 'en') =>
    t.send(authEndpoints.login, { user, password, dispositivo: 'web', tokenFCM: '' }, { lang });

  it('answers each demo account with its login fields and a token bound to a session row', async () => {
    const roles = [
      [DEMO.customer, 1, 0, 0],
      [DEMO.adviser, 2, 1, 0],
      [DEMO.cashier, 3, 0, 1],
    ] as const;
    for (const [account, tipo, esVendedor, esCajero] of roles) {
      const result = await login(account.user, account.password);
      expect(result.status).toBe(0);
      expect(result.data).toMatchObject({
        ci: account.user,
        TipoUsuario: tipo,
        esVendedor,
        esCajero,
        puedeIngresar: true,
      });
      expect(result.data.exp - result.data.iat).toBe(12 * 3600);
      const claims = decodeJwt(result.data.token);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.id, claims.jti!));
      expect(row?.endedAt).toBeNull();
    }
  });

  it('tells the adviser the seller message and the customer nothing of it', async () => {
    const adviser = await login(DEMO.adviser.user, DEMO.adviser.password);
    expect(adviser.data.mensajeVendedor).toMatch(/ranking/);
    const customer = await login(DEMO.customer.user, DEMO.customer.password);
    expect(customer.data.mensajeVendedor).toBe('');
  });

  it('counts down the days left to set a secure password and hands a link for it', async () => {
    const result = await login(DEMO.adviser2.user, DEMO.adviser2.password);
    expect(result.data.cantidadDiasLoginCarnet).toBeGreaterThanOrEqual(9);
    expect(result.data.cantidadDiasLoginCarnet).toBeLessThanOrEqual(10);
    expect(typeof result.data.usuarioCambioSeguro).toBe('string');
  });

  it('refuses a wrong password with the server message in the caller language', async () => {
    const expected = {
      en: 'The document number or the password is not correct.',
      es: 'El número de documento o la contraseña no son correctos.',
      pt: 'O número do documento ou a senha não estão corretos.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const result = await login(DEMO.cashier.user, 'Wrong#2026', lang);
      expect(result).toMatchObject({ status: 1, code: 'auth.invalidCredentials', message, httpStatus: 200 });
      expect(result.data).toBeUndefined();
    }
  });

  it('answers an unknown document exactly like a wrong password', async () => {
    const result = await login('9999999', 'Whatever#1');
    expect(result).toMatchObject({ status: 1, code: 'auth.invalidCredentials' });
  });

  it('sends a first-login user to change the password with a signed, single-use link (status 2)', async () => {
    const result = await login(DEMO.firstLogin.user, DEMO.firstLogin.password);
    expect(result.status).toBe(2);
    const usuario: string = result.data.usuario;
    // Not the document number in any form: a JWT whose claims do not carry it.
    expect(usuario).not.toContain(DEMO.firstLogin.user);
    expect(JSON.stringify(decodeJwt(usuario))).not.toContain(DEMO.firstLogin.user);
    expect(decodeJwt(usuario)).toMatchObject({ aud: 'password-link', purpose: 'primer-ingreso' });
  });

  it('locks the account after repeated failures, even for the right password, and says for how long', async () => {
    const { user, password } = DEMO.overdueCustomer;
    for (let attempt = 1; attempt < LOGIN_FAILURES_BEFORE_LOCK; attempt++) {
      expect((await login(user, `Wrong#${attempt}`)).code).toBe('auth.invalidCredentials');
    }
    const locking = await login(user, 'Wrong#last', 'es');
    expect(locking).toMatchObject({ status: 1, code: 'auth.locked' });
    expect(locking.message).toContain(String(LOGIN_LOCK_MINUTES));
    expect((await login(user, password)).code).toBe('auth.locked');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login.locked'));
    expect(audits).toHaveLength(1);

    t.clock.advanceSeconds(LOGIN_LOCK_MINUTES * 60 + 1);
    expect((await login(user, password)).status).toBe(0);
  });

  it('refuses a client application it does not know (agente), with or without the header', async () => {
    const wrong = await t.send(authEndpoints.login, DEMO.customer, { agent: '999' });
    expect(wrong).toMatchObject({ status: 1, code: 'platform.unknownAgent' });
    const missing = await t.send(authEndpoints.login, DEMO.customer, { agent: null, lang: 'es' });
    expect(missing).toMatchObject({ status: 1, message: 'Esta aplicación no tiene permiso para usar el portal.' });
  });
});
