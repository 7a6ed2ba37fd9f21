import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { SESSION_INACTIVITY_SECONDS, SESSION_MAX_LIFETIME_SECONDS } from '@vo/domain/config';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { pushTokens } from '../../db/schema/index.ts';

describe('a session', () => {
  const t = useTestApp();
  const home = (token?: string, lang?: string) =>
    t.send(sessionEndpoints.home, undefined, { token, lang: lang ?? 'en' });

  it('shows each role its own home data', async () => {
    const customer = await home(await loginAs(t.call, DEMO.customer.user, DEMO.customer.password));
    expect(customer.data).toMatchObject({ ci: '1000001', rol: 'customer', nombreUsuario: 'María Fernanda Rojas Vaca' });
    expect(customer.data.mensajeVendedor).toBe('');
    const adviser = await home(await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password));
    expect(adviser.data).toMatchObject({ ci: '2000001', rol: 'adviser' });
    expect(adviser.data.mensajeVendedor).not.toBe('');
    const cashier = await home(await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password));
    expect(cashier.data).toMatchObject({ ci: '3000001', rol: 'cashier', correo: 'roberto.vargas@example.com' });
  });

  it('remembers the previous login', async () => {
    const first = await home(await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password));
    t.clock.advanceSeconds(60);
    const second = await home(await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password));
    expect(second.data.ingresoAnterior).not.toBeNull();
    expect(new Date(second.data.ingresoAnterior).getTime()).toBeGreaterThanOrEqual(
      new Date(first.data.sesionIniciada).getTime() - 1000,
    );
  });

  it('answers status 7 without a token, with a forged one, and after logout', async () => {
    expect((await home()).status).toBe(7);
    expect((await home('not.a.token')).status).toBe(7);
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const [head, payload] = token.split('.');
    expect((await home(`${head}.${payload}.forgedsignature`)).status).toBe(7);
    expect((await t.send(sessionEndpoints.logout, undefined, { token })).status).toBe(0);
    expect(await home(token, 'es')).toMatchObject({
      status: 7,
      message: 'Su sesión ha expirado. Inicie sesión nuevamente.',
    });
  });

  it('checks signature, algorithm and audience: a re-signed, unsigned or other-purpose token is refused', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const claims = decodeJwt(token);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('guessed'));
    const otherAlgorithm = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(t.deps.jwtSecret.repeat(2)));
    // A password link is signed with the same secret but is no session.
    const link = (await t.send(authEndpoints.login, DEMO.firstLogin)).data.usuario;
    for (const forged of [unsigned, otherSecret, otherAlgorithm, link]) expect((await home(forged)).status).toBe(7);
    expect((await home(token)).status).toBe(0);
  });

  it('ends after its absolute lifetime even when used all the time', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start < (SESSION_MAX_LIFETIME_SECONDS - 1200) * 1000) {
      t.clock.advanceSeconds(1200);
      expect((await home(token)).status).toBe(0);
    }
    t.clock.advanceSeconds(1200);
    expect((await home(token)).status).toBe(7);
  });

  it('ends after 1800 s without activity, and every call slides the window', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    t.clock.advanceSeconds(SESSION_INACTIVITY_SECONDS - 10);
    expect((await home(token)).status).toBe(0);
    t.clock.advanceSeconds(SESSION_INACTIVITY_SECONDS - 10);
    expect((await home(token)).status).toBe(0);
    t.clock.advanceSeconds(SESSION_INACTIVITY_SECONDS);
    expect(await home(token)).toMatchObject({ status: 7, code: 'session.expiredInactivity' });
    // Ended for good: coming back does not revive it.
    expect((await home(token)).code).toBe('session.expired');
  });

  it('changing the language stores it and ends the session; the next login answers it', async () => {
    const token = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const before = await t.send(sessionEndpoints.language, undefined, { token });
    expect(before.data.lenguaje).toBe('en');
    // Nothing stored yet: login answers the language the page was in.
    expect((await t.send(authEndpoints.login, DEMO.adviser, { lang: 'es' })).data.lenguaje).toBe('es');
    const changed = await t.send(sessionEndpoints.changeLanguage, { lenguaje: 'pt', token }, { token, method: 'PUT' });
    expect(changed).toMatchObject({ status: 0, message: 'Idioma alterado. Faça login novamente.' });
    expect((await home(token)).status).toBe(7);
    const login = await t.send(authEndpoints.login, DEMO.adviser);
    expect(login.data.lenguaje).toBe('pt');
    const bad = await t.send(sessionEndpoints.changeLanguage, { lenguaje: 'fr' }, { token: login.data.token });
    expect(bad.code).toBe('language.invalid');
    expect((await home(login.data.token)).status).toBe(0);
  });

  it('registers a push token for oneself only', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const own = await t.send(
      sessionEndpoints.registerDevice,
      { ciUser: '1000001', tokenDispositivo: 'fcm-abc', imei: '35' },
      { token },
    );
    expect(own.status).toBe(0);
    const other = await t.send(
      sessionEndpoints.registerDevice,
      { ciUser: '1000002', tokenDispositivo: 'fcm-evil' },
      { token },
    );
    expect(other).toMatchObject({ status: 1, code: 'platform.forbidden' });
    const rows = await t.db.select().from(pushTokens).where(eq(pushTokens.token, 'fcm-evil'));
    expect(rows).toHaveLength(0);
  });

  it('tells the mobile web view who its token is, with the device it logged in from', async () => {
    const login = await t.send(authEndpoints.login, {
      ...DEMO.cashier,
      dispositivo: 'android',
      tokenFCM: 'fcm-1',
    });
    for (const endpoint of [authEndpoints.mobileSession, authEndpoints.mobileSessionData]) {
      const answer = await t.send(endpoint, undefined, { token: login.data.token });
      expect(answer.data).toMatchObject({
        ci: '3000001',
        esCajero: 1,
        tipoDispositivo: 'android',
        macFirebase: 'fcm-1',
      });
      expect(answer.data.token).toBe(login.data.token);
    }
  });
});
