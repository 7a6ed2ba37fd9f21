import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import { deviceLoginMessage } from '@vo/domain/auth/device-key.rules';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import type { TestContext } from './test-app.ts';

/** A phone of the tests: an ECDSA P-256 key pair, as a device's keystore or the browser's WebCrypto makes. */
export function testDevice(id: string, encoding: 'ieee-p1363' | 'der' = 'ieee-p1363') {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    id,
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    signFor: (challenge: string, documentNumber: string, key: KeyObject = privateKey) =>
      sign('sha256', Buffer.from(deviceLoginMessage(challenge, documentNumber, id)), {
        key,
        dsaEncoding: encoding,
      }).toString('base64'),
  };
}
export type TestDevice = ReturnType<typeof testDevice>;

/** A person logs in with the password from the device and turns the device's key on. */
export async function registerKey(
  t: TestContext,
  account: { user: string; password: string },
  device: TestDevice,
  type: 2 | 3 = 2,
) {
  const login = await t.send(authEndpoints.login, { ...account, dispositivo: device.id });
  if (login.status !== 0) throw new Error(`password login failed: ${JSON.stringify(login)}`);
  const token: string = login.data.token;
  const registered = await t.send(
    deviceKeyEndpoints.register,
    { dispositivo: device.id, clavePublica: device.publicKey, tipoAutenticacion: type },
    { token },
  );
  return { token, registered };
}

/** The device asks for a challenge and signs it: the body of a type 2/3 login. */
export async function keyLoginBody(t: TestContext, user: string, device: TestDevice, signer = device) {
  const challenge = await t.send(deviceKeyEndpoints.challenge, { user, dispositivo: device.id });
  const desafio: string = challenge.data.desafio;
  return {
    user,
    dispositivo: device.id,
    tipoAutenticacion: 2,
    desafio,
    firma: signer.signFor(desafio, user),
    versionCodigoEtica: ETHICS_CODE_VERSION,
  };
}
