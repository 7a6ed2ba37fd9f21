import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { AppError } from '../errors.ts';

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

export function scryptKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
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
  /**
   * Throws the "try again" refusal when no hash could start or wait now: checked before any other work,
   * and only after a short pause, so a client that retries at once cannot keep the server busy answering it.
   */
  refuseIfBusy(): Promise<void>;
}

/** How many hashes run at once, how many more may wait for their turn, and how long a refusal takes. */
export interface HashBudget {
  concurrency: number;
  queue: number;
  busyDelayMs?: number;
}

/**
 * Each hash costs 128 MiB and a core for ~0.25 s, and logins need none to start one: a flood of logins
 * would take every core from every other call. At most `concurrency` run at once and `queue` wait;
 * beyond that the caller is told at once to try again (status 1), and no hash is started.
 */
export function boundedHashing(budget: HashBudget) {
  const limit = pLimit(budget.concurrency);
  const full = () => limit.activeCount + limit.pendingCount >= budget.concurrency + budget.queue;
  const run = <T>(work: () => Promise<T>): Promise<T> =>
    full() ? Promise.reject(new AppError('platform.busy')) : limit(work);
  return Object.assign(run, {
    async refuseIfBusy() {
      if (!full()) return;
      await sleep(budget.busyDelayMs ?? 0);
      throw new AppError('platform.busy');
    },
  });
}

export const DEFAULT_HASH_BUDGET: HashBudget = { concurrency: 1, queue: 16, busyDelayMs: 1_000 };

export type DeriveKey = (password: string, salt: Buffer, cost: ScryptCost) => Promise<Buffer>;

export function createPasswordHasher(
  cost: ScryptCost = PRODUCTION_SCRYPT_COST,
  budget: HashBudget = DEFAULT_HASH_BUDGET,
  /** scrypt itself; a test may watch it. */
  deriveKey: DeriveKey = scryptKey,
): PasswordHasher {
  const bounded = boundedHashing(budget);
  const derive = (password: string, salt: Buffer, keyCost: ScryptCost) =>
    bounded(() => deriveKey(password, salt, keyCost));
  // A well-formed hash of nobody's password: verifying against it costs what a real one costs.
  const dummy = [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    randomBytes(16).toString('base64url'),
    randomBytes(KEY_LENGTH).toString('base64url'),
  ].join('$');
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      // No password yet (a network member, a buyer of a pre-reservation): costs one hash all the same, so the
      // time of the answer tells nobody who is a customer (ASVS 6.3.8, docs/decisions/0041).
      if (scheme !== 'scrypt' || !salt || !hash) {
        await hasher.burnTime(password);
        return false;
      }
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async burnTime(password) {
      await hasher.verify(password, dummy);
    },
    refuseIfBusy: () => bounded.refuseIfBusy(),
  };
  return hasher;
}
