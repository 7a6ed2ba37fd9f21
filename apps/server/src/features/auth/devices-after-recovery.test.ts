import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { outboxOpsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyLoginBody, registerKey, type TestDevice, testDevice } from '../../../test/device-key-fixture.ts';
import { DEMO, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** docs/decisions/0041: a key proves the device, and a lost device must stop opening the account. */
describe('device keys after a password recovery, a new password, or "sign out every device"', () => {
  const t = useTestApp();
  const keyLogin = async (user: string, device: TestDevice) =>
    t.send(authEndpoints.login, await keyLoginBody(t, user, device));
  const home = (token: string) => t.send(sessionEndpoints.home, undefined, { token });
  const lastAudit = async (document: string, action: string) => {
    const [person] = await t.db.select().from(users).where(eq(users.documentNumber, document));
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, person!.id), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('revokes every key of a person who recovers the password by a code', async () => {
    const phone = testDevice('phone-lost');
    const tablet = testDevice('tablet-home');
    await registerKey(t, DEMO.customer, phone);
    await registerKey(t, DEMO.customer, tablet);
    expect((await keyLogin(DEMO.customer.user, phone)).status).toBe(0);

    expect((await t.send(authEndpoints.sendRecoveryCode, { ci: DEMO.customer.user, metodo: 'sms' })).status).toBe(0);
    const outbox = await t.send(
      outboxOpsEndpoints.messages,
      { destinatario: '+591-71234567' },
      { headers: { 'x-ops-secret': OPS_SECRET } },
    );
    const code = /(\d{6})/.exec(outbox.data[0].body)![1]!;
    const link = await t.send(authEndpoints.checkRecoveryCode, { ci: DEMO.customer.user, codigo: code });
    const fresh = 'Recobrada#Clave2031';
    const set = await t.send(authEndpoints.setPasswordByLink, {
      usuario: link.data.usuario,
      password: fresh,
      confirmacion: fresh,
    });
    expect(set.status).toBe(0);

    for (const device of [phone, tablet]) {
      expect((await keyLogin(DEMO.customer.user, device)).code).toBe('auth.deviceKeyRefused');
    }
    expect(await lastAudit(DEMO.customer.user, 'password.recuperacion')).toMatchObject({ detail: { keysRevoked: 2 } });
    // The new password opens it, and the preference of the lost phone says its key is gone.
    const login = await t.send(authEndpoints.login, {
      user: DEMO.customer.user,
      password: fresh,
      dispositivo: phone.id,
    });
    expect(login.data).toMatchObject({ biometriaActiva: false, userToken: null });
  });

  it('revokes every key when the password is set through the secure-change link', async () => {
    const phone = testDevice('phone-adviser2');
    const { token } = await registerKey(t, DEMO.adviser2, phone);
    const usuario = (await t.send(authEndpoints.login, DEMO.adviser2)).data.usuarioCambioSeguro as string;
    const fresh = 'Segura#Nueva2031';
    expect(
      (await t.send(authEndpoints.setPasswordByLink, { usuario, password: fresh, confirmacion: fresh })).status,
    ).toBe(0);
    expect((await home(token)).status).toBe(7);
    expect((await keyLogin(DEMO.adviser2.user, phone)).code).toBe('auth.deviceKeyRefused');
  });

  it('keeps the keys on a change that does not ask (the native app sends no field) and revokes them all when it does', async () => {
    const { user, password } = DEMO.adviser;
    const phone = testDevice('phone-adviser');
    const { token } = await registerKey(t, DEMO.adviser, phone);
    const second = 'Cambio#Primero2031';
    const kept = await t.send(
      authEndpoints.changePassword,
      { actual: password, password: second, confirmacion: second },
      { token },
    );
    expect(kept.status).toBe(0);
    expect((await keyLogin(user, phone)).status).toBe(0);

    const third = 'Cambio#Segundo2031';
    const closed = await t.send(
      authEndpoints.changePassword,
      { actual: second, password: third, confirmacion: third, cerrarDispositivos: true },
      { token },
    );
    expect(closed.status).toBe(0);
    expect((await keyLogin(user, phone)).code).toBe('auth.deviceKeyRefused');
    // The session that changed it stays (ASVS 7.4.3).
    expect((await home(token)).status).toBe(0);
  });

  it('lets the owner sign out every device: every session ends and every key is revoked, once the password is typed', async () => {
    const { user, password } = DEMO.overdueCustomer;
    const phone = testDevice('phone-juan');
    const { token: onPhone } = await registerKey(t, DEMO.overdueCustomer, phone);
    const onWeb = (await t.send(authEndpoints.login, { user, password, dispositivo: 'web' })).data.token as string;

    const wrong = await t.send(deviceKeyEndpoints.signOutEverywhere, { actual: 'Wrong#2026' }, { token: onWeb });
    expect(wrong).toMatchObject({ status: 1, code: 'auth.currentPasswordWrong' });
    expect((await home(onPhone)).status).toBe(0);

    const done = await t.send(deviceKeyEndpoints.signOutEverywhere, { actual: password }, { token: onWeb, lang: 'es' });
    expect(done).toMatchObject({ status: 0, code: 'deviceKeys.signedOutEverywhere' });
    expect((await home(onWeb)).status).toBe(7);
    expect((await home(onPhone)).status).toBe(7);
    expect((await keyLogin(user, phone)).code).toBe('auth.deviceKeyRefused');
    expect(await lastAudit(user, 'devices.signedOut')).toMatchObject({ detail: { keysRevoked: 1 } });
  });
});
