// The hashing thread (docs/decisions/0071): password hashes run here, on their own thread at a lower CPU
// priority, so a read asked while logins pour in takes a core before the next hash does. Plain JavaScript: a
// worker thread is loaded by Node itself, in tests (from src/) and in the build (copied beside dist/main.js).
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { getPriority } from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const ARGON2ID = 2; // the binding's Algorithm.Argon2id

// scrypt needs 128·N·r bytes; leave room for it.
const scryptKey = (typed, salt, cost) =>
  scryptSync(typed, salt, KEY_LENGTH, { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r });

/** A new hash of `typed` (already NFKC) at `cost`: Argon2id's PHC string, or "scrypt$N$r$p$salt$key". */
function hash({ cost, typed }) {
  if (cost.scheme === 'argon2id') {
    return hashSync(typed, {
      algorithm: ARGON2ID,
      memoryCost: cost.m,
      timeCost: cost.t,
      parallelism: cost.p,
      outputLen: KEY_LENGTH,
    });
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = scryptKey(typed, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function verify({ cost, typed, stored }) {
  if (cost.scheme === 'argon2id') return verifySync(stored, typed);
  const [, , , , salt, key] = stored.split('$');
  const expected = Buffer.from(key, 'base64url');
  const actual = scryptKey(typed, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** One task of the pool: { kind: 'hash' | 'verify' | 'priority', ... }. */
export default function work(task) {
  if (task.kind === 'hash') return hash(task);
  if (task.kind === 'verify') return verify(task);
  // The nice value this thread runs at (0 = the process's own): what the test of the priority reads.
  if (task.kind === 'priority') return getPriority();
  throw new Error(`unknown hashing task ${task.kind}`);
}
