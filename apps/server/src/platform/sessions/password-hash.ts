import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';

/** scrypt, the scheme before Argon2id (docs/decisions/0058): its hashes are still verified, and replaced at login. */
export interface ScryptCost {
  scheme: 'scrypt';
  N: number;
  r: number;
  p: number;
}

/** Argon2id in the letters of its PHC string: memory in KiB, passes, lanes. */
export interface Argon2idCost {
  scheme: 'argon2id';
  m: number;
  t: number;
  p: number;
}

export type HashCost = Argon2idCost | ScryptCost;

/** OWASP's first recommendation (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane; ~15 ms of a core here. */
export const OWASP_ARGON2ID: Argon2idCost = { scheme: 'argon2id', m: 19_456, t: 2, p: 1 };
/** The least OWASP's table of equivalent settings allows: 7 MiB, and memory × passes of its 7 MiB × 5. */
const LEAST_ARGON2ID = { m: 7_168, memoryTimesPasses: 7_168 * 5 };
/** scrypt as production ran it before docs/decisions/0058 (128 MiB, ~0.3 s): what the bench compares with. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { scheme: 'scrypt', N: 2 ** 17, r: 8, p: 1 };
/** Tests hash thousands of times; their hashes carry this cost inside, so nothing else changes. */
export const TEST_HASH_COST: Argon2idCost = { scheme: 'argon2id', m: 256, t: 1, p: 1 };
/** An old-format hash in a test: what a person who has not logged in since docs/decisions/0058 still has. */
export const TEST_SCRYPT_COST: ScryptCost = { scheme: 'scrypt', N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** "m=19456,t=2,p=1" (PASSWORD_HASH_ARGON2ID); a setting weaker than OWASP's table allows is refused. */
export function parseArgon2idCost(text: string): Argon2idCost {
  const values = Object.fromEntries(text.split(',').map((part) => part.trim().split('=')));
  const cost: Argon2idCost = { scheme: 'argon2id', m: Number(values.m), t: Number(values.t), p: Number(values.p ?? 1) };
  const whole = [cost.m, cost.t, cost.p].every((n) => Number.isInteger(n) && n > 0);
  if (!whole || cost.m < LEAST_ARGON2ID.m || cost.m * cost.t < LEAST_ARGON2ID.memoryTimesPasses) {
    throw new Error(
      `PASSWORD_HASH_ARGON2ID=${text} is weaker than OWASP's Argon2id settings; use e.g. m=19456,t=2,p=1 or m=47104,t=1,p=1`,
    );
  }
  return cost;
}

const phcBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{16,}$/;

/** The cost a stored hash was made at, or null when it is no hash (a person with no password yet). */
export function costOf(stored: string): HashCost | null {
  const argon2id = ARGON2ID_HASH.exec(stored);
  if (argon2id) return { scheme: 'argon2id', m: Number(argon2id[1]), t: Number(argon2id[2]), p: Number(argon2id[3]) };
  const [scheme, N, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || rest.length > 0) return null;
  return { scheme: 'scrypt', N: Number(N), r: Number(r), p: Number(p) };
}

/** A stored hash of another scheme, or of less memory or fewer passes, is made again at today's cost. */
export function weakerThan(stored: HashCost, current: HashCost): boolean {
  if (stored.scheme === 'argon2id' && current.scheme === 'argon2id')
    return stored.m < current.m || stored.t < current.t;
  if (stored.scheme === 'scrypt' && current.scheme === 'scrypt') return stored.N < current.N || stored.r < current.r;
  return true;
}

/**
 * The hashing threads (docs/decisions/0071): the hashes run on threads of their own, `nice` steps below the
 * process's priority, so the event loop and the database take a core before the next hash does. One pool per
 * process and priority, whatever the number of hashers (tests make many); an idle thread ends after a while and
 * never keeps the process alive.
 */
const WORKER = new URL('./password-hash.worker.mjs', import.meta.url);
const pools = new Map<string, Piscina>();
function hashingThreads(threads: number, nice: number): Piscina {
  const key = `${threads}/${nice}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Piscina({
      filename: WORKER.href,
      minThreads: 0,
      maxThreads: threads,
      niceIncrement: nice,
      idleTimeout: 30_000,
    });
    pools.set(key, pool);
  }
  return pool;
}

/** Passwords are compared as typed on any keyboard (NFKC); the hashes' formats are the worker's (hash()). */
const typedAs = (password: string) => password.normalize('NFKC');

/** A well-formed hash of nobody's password at `cost`: verifying against it costs what a real one costs. */
function dummyHash(cost: HashCost): string {
  if (cost.scheme === 'scrypt') {
    const parts = [randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)].map((bytes) => bytes.toString('base64url'));
    return ['scrypt', cost.N, cost.r, cost.p, ...parts].join('$');
  }
  const [salt, key] = [randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)].map(phcBase64);
  return `$argon2id$v=19$m=${cost.m},t=${cost.t},p=${cost.p}$${salt}$${key}`;
}

/** A right password, and its hash made anew at today's cost when the stored one was older or weaker. */
export interface PasswordCheck {
  right: boolean;
  rehashed: string | null;
}

export interface PasswordHasher {
  /** The cost travels with the hash, so it can be raised without breaking old ones. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * A login's check: verifies and, when the password is right and its hash is scrypt or weaker than today's,
   * hashes it anew in the same turn of the pool, for the login's success to store (docs/decisions/0058).
   */
  check(password: string, stored: string): Promise<PasswordCheck>;
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
  /** How many steps below the process's CPU priority the hashes run (0–19, 0 = the same): docs/decisions/0071. */
  nice?: number;
}

/**
 * Each hash takes a core (and its memory) for a while, and logins need none to start one: a flood of logins
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

/** 64 waiting Argon2id hashes are about a second of work (16 scrypt ones were four: docs/decisions/0058). */
export const DEFAULT_HASH_BUDGET: HashBudget = { concurrency: 1, queue: 64, busyDelayMs: 1_000 };

/** How far below the process the hashes run in production (PASSWORD_HASH_NICE): the lowest (docs/decisions/0071). */
export const HASH_THREAD_NICE = 19;

/** Runs each hash's work; a test may watch which cost each hash paid, or hold them. */
export type HashWatch = <T>(cost: HashCost, work: () => Promise<T>) => Promise<T>;

export function createPasswordHasher(
  cost: HashCost = OWASP_ARGON2ID,
  budget: HashBudget = DEFAULT_HASH_BUDGET,
  watch: HashWatch = (_cost, work) => work(),
): PasswordHasher {
  const bounded = boundedHashing(budget);
  const threads = hashingThreads(budget.concurrency, budget.nice ?? 0);
  const hashAt = (at: HashCost, password: string): Promise<string> =>
    threads.run({ kind: 'hash', cost: at, typed: typedAs(password) });
  const verifyAt = (at: HashCost, password: string, stored: string): Promise<boolean> =>
    threads.run({ kind: 'verify', cost: at, typed: typedAs(password), stored });
  const dummy = dummyHash(cost);
  /** One turn of the pool: the verify and, for a login, the new hash of a right password whose hash is stale. */
  const checkAt = async (password: string, stored: string, rehash: boolean): Promise<PasswordCheck> => {
    const storedCost = costOf(stored);
    // No password yet (a network member, a buyer of a pre-reservation): costs one hash all the same, so the
    // time of the answer tells nobody who is a customer (ASVS 6.3.8, docs/decisions/0041).
    if (!storedCost) {
      await hasher.burnTime(password);
      return { right: false, rehashed: null };
    }
    return bounded(async () => {
      const right = await watch(storedCost, () => verifyAt(storedCost, password, stored));
      const stale = rehash && right && weakerThan(storedCost, cost);
      return { right, rehashed: stale ? await watch(cost, () => hashAt(cost, password)) : null };
    });
  };
  const hasher: PasswordHasher = {
    hash: (password) => bounded(() => watch(cost, () => hashAt(cost, password))),
    verify: async (password, stored) => (await checkAt(password, stored, false)).right,
    check: (password, stored) => checkAt(password, stored, true),
    async burnTime(password) {
      await hasher.verify(password, dummy);
    },
    refuseIfBusy: () => bounded.refuseIfBusy(),
  };
  return hasher;
}

/** The CPU priority (nice value) the hashes of `budget` run at: what the test of 0071 reads from the thread. */
export const hashingThreadPriority = (budget: HashBudget): Promise<number> =>
  hashingThreads(budget.concurrency, budget.nice ?? 0).run({ kind: 'priority' });
