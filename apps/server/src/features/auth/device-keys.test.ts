import { generateKeyPairSync } from 'node:crypto';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { DEVICE_KEYS_PER_PERSON_MAX } from '@vo/domain/auth/device-key.rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyLoginBody, registerKey, testDevice } from '../../../test/device-key-fixture.ts';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { deviceKeys, users } from '../../db/schema/index.ts';

describe('the fingerprint/face-id preference and the device keys behind it (docs/decisions/0027)', () => {
  const t = useTestApp();
  const keysOf = async (document: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.documentNumber, document));
    return t.db.select().from(deviceKeys).where(eq(deviceKeys.userId, user!.id));
  };

  it('reads the preference per device, switches fingerprint and face id, and turns it off by revoking the key', async () => {
    const phone = testDevice('phone-pref');
    const { token, registered } = await registerKey(t, DEMO.customer, phone, 2);
    const read = await t.send(deviceKeyEndpoints.preference, { dispositivo: phone.id }, { token });
    expect(read.data).toEqual({
      idDispositivo: phone.id,
      biometriaActiva: true,
      tipoBiometria: 2,
      userToken: registered.data.userToken,
    });
    const other = await t.send(deviceKeyEndpoints.preference, { dispositivo: 'another-phone' }, { token });
    expect(other.data).toMatchObject({ biometriaActiva: false, tipoBiometria: null, userToken: null });

    const face = await t.send(
      deviceKeyEndpoints.changePreference,
      { dispositivo: phone.id, biometriaActiva: true, tipoBiometria: 3 },
      { token, lang: 'es' },
    );
    expect(face).toMatchObject({ status: 0, message: 'Preferencia guardada.', data: { tipoBiometria: 3 } });
    // A password login from that device tells the native app its preference.
    const again = await t.send(authEndpoints.login, { ...DEMO.customer, dispositivo: phone.id });
    expect(again.data).toMatchObject({
      type: 1,
      biometriaActiva: true,
      tipoBiometria: 3,
      userToken: registered.data.userToken,
    });

    await t.send(deviceKeyEndpoints.changePreference, { dispositivo: phone.id, biometriaActiva: false }, { token });
    const [key] = await keysOf(DEMO.customer.user);
    expect(key!.revokedAt).not.toBeNull();
    const twice = await t.send(
      deviceKeyEndpoints.changePreference,
      { dispositivo: phone.id, biometriaActiva: false },
      { token },
    );
    expect(twice).toMatchObject({ status: 1, code: 'deviceKeys.noKey' });
    const off = await t.send(deviceKeyEndpoints.preference, { dispositivo: phone.id }, { token });
    expect(off.data).toMatchObject({ biometriaActiva: false, userToken: null });
    // Turning it on again needs a new key from the device, not a flag.
    const on = await t.send(
      deviceKeyEndpoints.changePreference,
      { dispositivo: phone.id, biometriaActiva: true },
      { token },
    );
    expect(on).toMatchObject({ status: 1, code: 'deviceKeys.registerFirst' });
  });

  it('replaces the key of a device registered again, so only the newest one logs in', async () => {
    const first = testDevice('phone-renewed');
    await registerKey(t, DEMO.adviser, first);
    const second = testDevice(first.id);
    await registerKey(t, DEMO.adviser, second);
    const live = (await keysOf(DEMO.adviser.user)).filter((key) => key.revokedAt === null);
    expect(live).toHaveLength(1);
    expect((await t.send(authEndpoints.login, await keyLoginBody(t, DEMO.adviser.user, first))).code).toBe(
      'auth.deviceKeyRefused',
    );
    expect((await t.send(authEndpoints.login, await keyLoginBody(t, DEMO.adviser.user, second))).status).toBe(0);
  });

  it('lets only a password session add a key, and only a P-256 public key', async () => {
    const phone = testDevice('phone-chain');
    await registerKey(t, DEMO.adviser2, phone);
    const keySession = await t.send(authEndpoints.login, await keyLoginBody(t, DEMO.adviser2.user, phone));
    const laptop = testDevice('laptop');
    const refused = await t.send(
      deviceKeyEndpoints.register,
      { dispositivo: laptop.id, clavePublica: laptop.publicKey, tipoAutenticacion: 2 },
      { token: keySession.data.token },
    );
    expect(refused).toMatchObject({ status: 1, code: 'deviceKeys.needsPassword' });

    const password = await t.send(authEndpoints.login, { ...DEMO.adviser2, dispositivo: laptop.id });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'der', type: 'spki' });
    for (const clavePublica of [rsa.toString('base64'), 'bm90IGEga2V5', '']) {
      const answer = await t.send(
        deviceKeyEndpoints.register,
        { dispositivo: laptop.id, clavePublica, tipoAutenticacion: 3 },
        { token: password.data.token },
      );
      expect(answer).toMatchObject({ status: 1, code: 'deviceKeys.publicKeyInvalid' });
    }
    const badType = await t.send(
      deviceKeyEndpoints.register,
      { dispositivo: laptop.id, clavePublica: laptop.publicKey, tipoAutenticacion: 1 },
      { token: password.data.token },
    );
    expect(badType).toMatchObject({ status: 1, code: 'auth.authTypeInvalid' });
    expect((await keysOf(DEMO.adviser2.user)).map((key) => key.device)).toEqual([phone.id]);
  });

  it(`keeps at most ${DEVICE_KEYS_PER_PERSON_MAX} devices per person`, async () => {
    for (let n = 1; n <= DEVICE_KEYS_PER_PERSON_MAX; n++) {
      expect((await registerKey(t, DEMO.cashier, testDevice(`till-${n}`))).registered.status).toBe(0);
    }
    const extra = await registerKey(t, DEMO.cashier, testDevice('till-extra'));
    expect(extra.registered).toMatchObject({ status: 1, code: 'deviceKeys.tooMany' });
    expect(extra.registered.message).toContain(String(DEVICE_KEYS_PER_PERSON_MAX));
    // Registering an existing device again replaces its key and is not one too many.
    expect((await registerKey(t, DEMO.cashier, testDevice('till-1'))).registered.status).toBe(0);
  });

  it('refuses the preference calls without a session', async () => {
    const answer = await t.send(deviceKeyEndpoints.preference, { dispositivo: 'x' });
    expect(answer.status).toBe(7);
  });
});
