import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { LOGIN_FAILURES_BEFORE_LOCK } from '@vo/domain/auth/auth-config';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { DEVICE_KEY_CHALLENGE_SECONDS } from '@vo/domain/auth/device-key.rules';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyLoginBody, registerKey, testDevice } from '../../../test/device-key-fixture.ts';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { attemptCounters, ethicsAcceptances, sessions, users } from '../../db/schema/index.ts';

describe("logging in with the device's key (auth types 2 and 3; docs/decisions/0027)", () => {
  const t = useTestApp();
  const login = (body: object, lang = 'en') => t.send(authEndpoints.login, body, { lang });
  const failedLogins = async (document: string) => {
    const [row] = await t.db
      .select()
      .from(attemptCounters)
      .where(and(eq(attemptCounters.scope, 'login'), eq(attemptCounters.subject, document)));
    return row?.count ?? 0;
  };

  it('lets a customer who turned the key on log in by signing a challenge, no password sent', async () => {
    const phone = testDevice('phone-maria');
    const { registered } = await registerKey(t, DEMO.customer, phone, 3);
    expect(registered).toMatchObject({ status: 0, code: 'deviceKeys.registered' });
    expect(registered.data).toMatchObject({ idDispositivo: phone.id, biometriaActiva: true, tipoBiometria: 3 });

    const body = await keyLoginBody(t, DEMO.customer.user, phone);
    expect(body).not.toHaveProperty('password');
    const result = await login(body);
    expect(result.status).toBe(0);
    expect(result.data).toMatchObject({
      ci: DEMO.customer.user,
      type: 3,
      tipoAutenticacion: 3,
      idDispositivo: phone.id,
      userToken: registered.data.userToken,
      biometriaActiva: true,
      tipoBiometria: 3,
    });
    // The userToken names the key; it is no password and no session token.
    expect(result.data.userToken).not.toContain(DEMO.customer.password);
    expect(result.data.userToken).not.toBe(result.data.token);

    // The session remembers how it was opened, and the web view of the native app says so too.
    const sessionId = decodeJwt(result.data.token).jti!;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ authType: 3, device: phone.id });
    const mobile = await t.send(authEndpoints.mobileSession, undefined, { token: result.data.token });
    expect(mobile.data).toMatchObject({
      type: 3,
      tipoAutenticacion: 3,
      idDispositivo: phone.id,
      biometriaActiva: true,
    });

    // The code of ethics is recorded for key logins as for password logins (0024).
    const [acceptance] = await t.db
      .select()
      .from(ethicsAcceptances)
      .where(eq(ethicsAcceptances.sessionId, sessionId))
      .orderBy(desc(ethicsAcceptances.id));
    expect(acceptance).toMatchObject({ version: ETHICS_CODE_VERSION, acceptedVia: 'accepted' });
  });

  it('accepts a DER signature too, as Android and iOS keystores write them', async () => {
    const phone = testDevice('android-1', 'der');
    await registerKey(t, DEMO.adviser, phone);
    const result = await login(await keyLoginBody(t, DEMO.adviser.user, phone));
    expect(result).toMatchObject({ status: 0, data: { type: 2, esVendedor: 1 } });
  });

  it('refuses a wrong signature in the caller language and counts it toward the password lockout', async () => {
    const { user, password } = DEMO.overdueCustomer;
    const phone = testDevice('phone-overdue');
    await registerKey(t, DEMO.overdueCustomer, phone);
    const thief = testDevice(phone.id);

    const first = await login(await keyLoginBody(t, user, phone, thief), 'es');
    expect(first).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    expect(first.message).toContain('llave');
    expect(first.data).toBeUndefined();
    expect(await failedLogins(user)).toBe(1);

    // A wrong password and wrong signatures share one cap: the fifth failure locks, whatever it was.
    expect((await login({ user, password: 'Wrong#2026' })).code).toBe('auth.invalidCredentials');
    for (let failure = 3; failure < LOGIN_FAILURES_BEFORE_LOCK; failure++) {
      expect((await login(await keyLoginBody(t, user, phone, thief))).code).toBe('auth.deviceKeyRefused');
    }
    expect((await login(await keyLoginBody(t, user, phone, thief))).code).toBe('auth.locked');
    // Locked: neither the right key nor the right password gets in.
    expect((await login(await keyLoginBody(t, user, phone))).code).toBe('auth.locked');
    expect((await login({ user, password })).code).toBe('auth.locked');
  });

  it('refuses a challenge used once already, and one that expired', async () => {
    const phone = testDevice('phone-adviser2');
    await registerKey(t, DEMO.adviser2, phone);
    const body = await keyLoginBody(t, DEMO.adviser2.user, phone);
    expect((await login(body)).status).toBe(0);
    expect(await login(body)).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });

    const late = await keyLoginBody(t, DEMO.adviser2.user, phone);
    t.clock.advanceSeconds(DEVICE_KEY_CHALLENGE_SECONDS + 1);
    expect(await login(late)).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    expect((await login(await keyLoginBody(t, DEMO.adviser2.user, phone))).status).toBe(0);
  });

  it('opens one session for one challenge even when four logins send it at the same moment', async () => {
    const phone = testDevice('phone-race');
    await registerKey(t, DEMO.cashier, phone);
    const [cashier] = await t.db.select().from(users).where(eq(users.documentNumber, DEMO.cashier.user));
    const before = (await t.db.select().from(sessions).where(eq(sessions.userId, cashier!.id))).length;

    const body = await keyLoginBody(t, DEMO.cashier.user, phone);
    // Four, under the 5-try lockout: more at once lock the account first (every try counts before it is
    // checked, docs/security.md), which on PostgreSQL refuses them all, the right one too.
    const answers = await Promise.all(Array.from({ length: 4 }, () => login(body)));
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'auth.deviceKeyRefused').length).toBeGreaterThan(0);
    const after = (await t.db.select().from(sessions).where(eq(sessions.userId, cashier!.id))).length;
    expect(after - before).toBe(1);
  });

  it('refuses a key once the person turned it off, even with a challenge asked for before', async () => {
    const phone = testDevice('phone-firststeps');
    const { token } = await registerKey(t, DEMO.firstSteps, phone);
    const pending = await keyLoginBody(t, DEMO.firstSteps.user, phone);
    const off = await t.send(
      deviceKeyEndpoints.changePreference,
      { dispositivo: phone.id, biometriaActiva: false },
      { token },
    );
    expect(off).toMatchObject({
      status: 0,
      code: 'deviceKeys.revoked',
      data: { biometriaActiva: false, userToken: null },
    });

    expect(await login(pending)).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    expect(await login(await keyLoginBody(t, DEMO.firstSteps.user, phone))).toMatchObject({
      status: 1,
      code: 'auth.deviceKeyRefused',
    });
  });

  it("refuses another person's key: a key logs in only the person who registered it", async () => {
    const shared = testDevice('family-tablet');
    const owner = { user: '1000001', password: DEMO.customer.password };
    await registerKey(t, owner, shared);
    const intruder = DEMO.adviser.user;

    // The owner's challenge and signature, sent as someone else.
    const ownersBody = await keyLoginBody(t, owner.user, shared);
    expect(await login({ ...ownersBody, user: intruder })).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    // A challenge asked for the intruder on that device is never stored: the intruder has no key there.
    const asIntruder = await keyLoginBody(t, intruder, shared);
    expect(await login(asIntruder)).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    // The owner's untouched challenge still works for the owner.
    expect((await login(await keyLoginBody(t, owner.user, shared))).status).toBe(0);
  });

  it('answers a challenge for any document alike, so it tells nobody who exists or holds a key', async () => {
    const known = await t.send(deviceKeyEndpoints.challenge, { user: DEMO.customer.user, dispositivo: 'nobody-knows' });
    const unknown = await t.send(deviceKeyEndpoints.challenge, { user: '7777777', dispositivo: 'nobody-knows' });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(0);
      expect(Object.keys(answer.data).sort()).toEqual(['desafio', 'expiraEnSegundos']);
      expect(answer.data.desafio).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.data.expiraEnSegundos).toBe(DEVICE_KEY_CHALLENGE_SECONDS);
    }
  });

  it('keeps an old client that sends only user and password exactly as before, with the new fields empty', async () => {
    const result = await login({ user: DEMO.customer.user, password: DEMO.customer.password });
    expect(result.status).toBe(0);
    expect(result.data).toMatchObject({
      tipoAutenticacion: 1,
      type: 1,
      idDispositivo: null,
      userToken: null,
      biometriaActiva: false,
      tipoBiometria: null,
    });
    const native = await login({ ...DEMO.customer, dispositivo: 'android', tokenFCM: 'fcm-1' });
    expect(native.data).toMatchObject({ type: 1, idDispositivo: 'android', userToken: null });
  });

  it('tells what is missing from a key login, and still asks a password login for its password', async () => {
    const noPassword = await login({ user: DEMO.customer.user, tipoAutenticacion: 1 });
    expect(noPassword).toMatchObject({ status: 1, code: 'auth.passwordRequired' });
    const noDevice = await login({ user: DEMO.customer.user, tipoAutenticacion: 2, desafio: 'x', firma: 'y' });
    expect(noDevice).toMatchObject({ status: 1, code: 'auth.deviceRequired' });
    const noSignature = await login({ user: DEMO.customer.user, tipoAutenticacion: 3, dispositivo: 'phone' }, 'pt');
    expect(noSignature).toMatchObject({ status: 1, code: 'auth.deviceKeyRefused' });
    expect(noSignature.message).toContain('chave');
    const badType = await login({ user: DEMO.customer.user, password: DEMO.customer.password, tipoAutenticacion: 4 });
    expect(badType).toMatchObject({ status: 1, code: 'auth.authTypeInvalid' });
  });
});
