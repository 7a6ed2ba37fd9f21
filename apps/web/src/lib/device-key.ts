import { type DeviceKeyAuthType, deviceLoginMessage } from '@vo/domain/auth/device-key.rules';

/*
 * This browser's device keys (docs/decisions/0027): an ECDSA P-256 key pair made by WebCrypto with a private
 * half that cannot be exported, kept in IndexedDB per document number. The page can ask it to sign, never
 * read it; no password is kept anywhere in the browser. The login page and the profile page share it.
 */

const DATABASE = 'vo-device-keys';
const STORE = 'keys';

export interface StoredDeviceKey {
  documentNumber: string;
  /** The login's `dispositivo` for this browser's key. */
  deviceId: string;
  /** The server's id of the key (the login answer's userToken). */
  keyId: string;
  authType: DeviceKeyAuthType;
  privateKey: CryptoKey;
}

export const deviceKeysSupported = (): boolean =>
  typeof indexedDB !== 'undefined' && typeof crypto !== 'undefined' && crypto.subtle !== undefined;

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'documentNumber' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** The key this browser keeps for a document, if any (documents are kept as the login form sends them). */
export async function findDeviceKey(documentNumber: string): Promise<StoredDeviceKey | null> {
  if (!deviceKeysSupported() || !documentNumber) return null;
  try {
    return ((await inStore('readonly', (store) => store.get(documentNumber.toUpperCase()))) as StoredDeviceKey) ?? null;
  } catch {
    return null;
  }
}

/** A new key pair whose private half never leaves the browser; the public half goes to the server as SPKI. */
export async function createDeviceKey(): Promise<{ deviceId: string; publicKey: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { deviceId: `web-${crypto.randomUUID()}`, publicKey: toBase64(spki), privateKey: pair.privateKey };
}

export async function keepDeviceKey(key: StoredDeviceKey): Promise<void> {
  await inStore('readwrite', (store) => store.put({ ...key, documentNumber: key.documentNumber.toUpperCase() }));
}

export async function forgetDeviceKey(documentNumber: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(documentNumber.toUpperCase()));
}

/** The signature of a login challenge (raw r‖s, base64), over what the server checks (the domain's message). */
export async function signDeviceLogin(key: StoredDeviceKey, challenge: string): Promise<string> {
  const message = new TextEncoder().encode(deviceLoginMessage(challenge, key.documentNumber, key.deviceId));
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key.privateKey, message);
  return toBase64(new Uint8Array(signature));
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
