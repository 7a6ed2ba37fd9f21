import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, testNow, useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { issuePasswordLink } from './password-links.ts';

describe('changing a password', () => {
  const t = useTestApp();
  const firstLoginLink = async () => {
    const result = await t.send(authEndpoints.login, DEMO.firstLogin);
    expect(result.status).toBe(2);
    return result.data.usuario as string;
  };

  it('lets a first-login user set a password through the link, once, and then log in with it', async () => {
    const usuario = await firstLoginLink();
    const inspected = await t.send(authEndpoints.passwordLink, { usuario });
    expect(inspected).toMatchObject({ status: 0, data: { proposito: 'primer-ingreso' } });

    const changed = await t.send(authEndpoints.setPasswordByLink, {
      usuario,
      password: 'Nueva#Clave1',
      confirmacion: 'Nueva#Clave1',
    });
    expect(changed).toMatchObject({ status: 0, code: 'auth.passwordChanged' });

    const again = await t.send(authEndpoints.setPasswordByLink, {
      usuario,
      password: 'Otra#Clave22',
      confirmacion: 'Otra#Clave22',
    });
    expect(again).toMatchObject({ status: 1, code: 'auth.linkInvalid' });

    expect((await t.send(authEndpoints.login, DEMO.firstLogin)).code).toBe('auth.invalidCredentials');
    const login = await t.send(authEndpoints.login, { user: DEMO.firstLogin.user, password: 'Nueva#Clave1' });
    expect(login.status).toBe(0);
  });

  it('refuses a forged, tampered or expired link', async () => {
    const body = { password: 'Nueva#Clave1', confirmacion: 'Nueva#Clave1' };
    const forged = await t.send(authEndpoints.setPasswordByLink, { ...body, usuario: 'bm90LWEtdG9rZW4' });
    expect(forged.code).toBe('auth.linkInvalid');

    const link = (await t.send(authEndpoints.login, DEMO.adviser2)).data.usuarioCambioSeguro as string;
    const [head, payload, signature] = link.split('.');
    const tampered = `${head}.${payload}x.${signature}`;
    expect((await t.send(authEndpoints.setPasswordByLink, { ...body, usuario: tampered })).code).toBe(
      'auth.linkInvalid',
    );

    t.clock.advanceSeconds(11 * 86_400);
    expect((await t.send(authEndpoints.setPasswordByLink, { ...body, usuario: link })).code).toBe('auth.linkInvalid');
    t.clock.set(testNow());
  });

  it('enforces the password policy on the server, one message per rule, in the caller language', async () => {
    const usuario = (await t.send(authEndpoints.login, DEMO.adviser2)).data.usuarioCambioSeguro as string;
    const attempt = (password: string, confirmacion = password, lang = 'en') =>
      t.send(authEndpoints.setPasswordByLink, { usuario, password, confirmacion }, { lang });
    expect((await attempt('Ab#1')).code).toBe('password.tooShort');
    expect((await attempt('abcdefg#1')).code).toBe('password.needsUpper');
    expect((await attempt('ABCDEFG#1')).code).toBe('password.needsLower');
    expect((await attempt('Abcdefgh1')).code).toBe('password.needsSpecial');
    expect(await attempt('Abcdefg#1', 'Abcdefg#2', 'pt')).toMatchObject({
      code: 'password.mismatch',
      message: 'As senhas não coincidem.',
    });
    expect((await attempt('Ab#1', 'Ab#1', 'es')).message).toBe('La contraseña debe tener al menos 8 caracteres.');
    // Meets every rule, and is on every attacker's list (P@ssw0rd is refused sooner: built on "password").
    expect(await attempt('Sasha_007', 'Sasha_007', 'es')).toMatchObject({
      code: 'password.common',
      message: 'Esta contraseña está entre las más comunes. Elija otra.',
    });
    // Long passphrases are welcome (ASVS: at least 64 characters allowed).
    const passphrase = 'Mi casa en Santa Cruz tiene un patio con tres árboles de mango! 2026';
    expect(passphrase.length).toBeGreaterThan(64);
    expect((await attempt(passphrase)).status).toBe(0);
  });

  it('refuses repeats, the person’s own data and the words guessers try first, next to the field, in three languages', async () => {
    const [person] = await t.db.select().from(users).where(eq(users.documentNumber, DEMO.adviser.user));
    const link = await issuePasswordLink(t.db, t.deps.jwtSecret, person!.id, 'recuperacion', t.clock.now());
    const attempt = (password: string, lang = 'en') =>
      t.send(authEndpoints.setPasswordByLink, { usuario: link, password, confirmacion: password }, { lang });
    const document = person!.documentNumber;
    const surname = person!.fullName.split(' ').at(-1)!;
    expect(await attempt('a a a a a a a a')).toMatchObject({ status: 1, code: 'password.repeats' });
    expect(await attempt(`${document} ${document} ${document} ${document}`)).toMatchObject({
      status: 1,
      data: { campo: 'password' },
    });
    expect(await attempt('Password#2026', 'es')).toMatchObject({
      code: 'password.weakPhrase',
      message: expect.stringMatching(/contraseña/i),
    });
    expect(await attempt(`${surname}#Feliz2031`, 'pt')).toMatchObject({
      code: 'password.personalData',
      message: expect.stringMatching(/documento/i),
      data: { campo: 'password' },
    });

    const token = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    const change = (password: string) =>
      t.send(
        authEndpoints.changePassword,
        { actual: DEMO.cashier.password, password, confirmacion: password },
        { token },
      );
    expect((await change(`Caja#${DEMO.cashier.user}`)).code).toBe('password.personalData');
    expect((await change('P@ssw0rd#2026!')).code).toBe('password.weakPhrase');
  });

  it('lets a logged-in person change the password after proving the current one, ending other sessions', async () => {
    const kept = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const other = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const before = (await t.db.select().from(users).where(eq(users.documentNumber, DEMO.customer.user)))[0]!;

    const wrong = await t.send(
      authEndpoints.changePassword,
      { actual: 'Nope#2026x', password: 'Cambio#2026', confirmacion: 'Cambio#2026' },
      { token: kept },
    );
    expect(wrong.code).toBe('auth.currentPasswordWrong');
    const unchanged = (await t.db.select().from(users).where(eq(users.documentNumber, DEMO.customer.user)))[0]!;
    expect(unchanged.passwordHash).toBe(before.passwordHash);

    const body = { actual: DEMO.customer.password, password: 'Cambio#2026', confirmacion: 'Cambio#2026' };
    expect((await t.send(authEndpoints.changePassword, body, { token: kept })).status).toBe(0);
    expect((await t.send(sessionEndpoints.home, undefined, { token: kept })).status).toBe(0);
    expect((await t.send(sessionEndpoints.home, undefined, { token: other })).status).toBe(7);
    expect((await t.send(authEndpoints.login, { user: DEMO.customer.user, password: 'Cambio#2026' })).status).toBe(0);
  });

  it('needs a session to change a password while logged in', async () => {
    const body = { actual: 'x', password: 'Cambio#2026', confirmacion: 'Cambio#2026' };
    expect((await t.send(authEndpoints.changePassword, body)).status).toBe(7);
  });
});
