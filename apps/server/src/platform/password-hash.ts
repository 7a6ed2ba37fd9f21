import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost; Node's standard library, so no native add-on to build. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** ASVS 5.0 / OWASP: scrypt with N ≥ 2^17, r = 8, p = 1 (128 MiB, about 0.2–0.3 s here). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Tests hash thousands of times; their hashes carry this cost inside, so nothing else changes. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave room for it.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  /** "scrypt$N$r$p$salt$hash": the cost travels with the hash, so it can be raised without breaking old ones. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Verifies against a hash nobody has, so an unknown user costs the same time as a wrong password. */
  burnTime(password: string): Promise<void>;
}

export function createPasswordHasher(cost: ScryptCost = PRODUCTION_SCRYPT_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async burnTime(password) {
      dummy ??= hasher.hash(randomBytes(16).toString('hex'));
      await hasher.verify(password, await dummy);
    },
  };
  return hasher;
}
