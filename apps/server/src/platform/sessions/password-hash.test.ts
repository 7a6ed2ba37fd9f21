import { describe, expect, it } from 'vitest';
import { parsePasswordHash, readServerEnv } from '../env.ts';
import {
  costOf,
  createPasswordHasher,
  HASH_THREAD_NICE,
  type HashCost,
  type HashWatch,
  hashingThreadPriority,
  OWASP_ARGON2ID,
  PRODUCTION_SCRYPT_COST,
  parseArgon2idCost,
  TEST_HASH_COST,
  TEST_SCRYPT_COST,
} from './password-hash.ts';

/** A hasher at the test cost that remembers the cost of every hash it paid for. */
function countingHasher(cost: HashCost = TEST_HASH_COST) {
  const paid: HashCost[] = [];
  const around: HashWatch = (hashCost, work) => {
    paid.push(hashCost);
    return work();
  };
  return { paid, hasher: createPasswordHasher(cost, { concurrency: 1, queue: 8 }, around) };
}

describe('password hashes (docs/decisions/0058)', () => {
  it('stores Argon2id as a PHC string that says its cost, and verifies it', async () => {
    const { hasher } = countingHasher(OWASP_ARGON2ID);
    const stored = await hasher.hash('Cliente#2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(costOf(stored)).toEqual(OWASP_ARGON2ID);
    expect(await hasher.verify('Cliente#2026', stored)).toBe(true);
    expect(await hasher.verify('Cliente#2027', stored)).toBe(false);
  });

  it('compares a password as typed on any keyboard, in both schemes', async () => {
    for (const cost of [TEST_HASH_COST, TEST_SCRYPT_COST]) {
      const { hasher } = countingHasher(cost);
      // "ﬁ" (one ligature) and "fi" are the same password once normalised (NFKC).
      expect(await hasher.verify('Conﬁanza#2026', await hasher.hash('Confianza#2026'))).toBe(true);
    }
  });

  it('verifies the older scrypt hashes and makes a right one again in Argon2id, in the same turn', async () => {
    const old = await countingHasher(TEST_SCRYPT_COST).hasher.hash('Cliente#2026');
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    const { hasher, paid } = countingHasher();
    expect(await hasher.check('Cliente#2026', old)).toEqual({ right: true, rehashed: expect.any(String) });
    expect(paid).toEqual([TEST_SCRYPT_COST, TEST_HASH_COST]);
    const { rehashed } = await hasher.check('Cliente#2026', old);
    expect(costOf(rehashed!)).toEqual(TEST_HASH_COST);
    expect(await hasher.verify('Cliente#2026', rehashed!)).toBe(true);
    // A wrong password is never hashed again; nor is one checked only to be compared (a password change).
    expect(await hasher.check('Cliente#2027', old)).toEqual({ right: false, rehashed: null });
    paid.splice(0);
    expect(await hasher.verify('Cliente#2026', old)).toBe(true);
    expect(paid).toEqual([TEST_SCRYPT_COST]);
  });

  it('makes again an Argon2id hash of less memory or fewer passes than today’s, and no other', async () => {
    const { hasher } = countingHasher({ scheme: 'argon2id', m: 512, t: 2, p: 1 });
    for (const weaker of [TEST_HASH_COST, { ...TEST_HASH_COST, m: 512 }, { ...TEST_HASH_COST, t: 2 }]) {
      const stored = await countingHasher(weaker).hasher.hash('Asesor#2026');
      expect((await hasher.check('Asesor#2026', stored)).rehashed, JSON.stringify(weaker)).not.toBeNull();
    }
    for (const asStrong of [
      { ...TEST_HASH_COST, m: 512, t: 2 },
      { ...TEST_HASH_COST, m: 1024, t: 2 },
    ]) {
      const stored = await countingHasher(asStrong).hasher.hash('Asesor#2026');
      expect(await hasher.check('Asesor#2026', stored)).toEqual({ right: true, rehashed: null });
    }
  });

  it('pays one hash at today’s cost for nobody’s password and for a person with none yet', async () => {
    const { hasher, paid } = countingHasher(OWASP_ARGON2ID);
    await hasher.burnTime('Guess#2026');
    expect(await hasher.check('Guess#2026', '!')).toEqual({ right: false, rehashed: null });
    expect(paid).toEqual([OWASP_ARGON2ID, OWASP_ARGON2ID]);
  });

  it('takes OWASP’s settings from the environment and refuses weaker ones', () => {
    expect(parsePasswordHash(undefined, undefined)).toEqual(OWASP_ARGON2ID);
    expect(parsePasswordHash('scrypt', undefined)).toEqual(PRODUCTION_SCRYPT_COST);
    expect(parsePasswordHash('argon2id', 'm=47104,t=1,p=1')).toEqual({ scheme: 'argon2id', m: 47_104, t: 1, p: 1 });
    expect(parseArgon2idCost('m=7168,t=5,p=1')).toEqual({ scheme: 'argon2id', m: 7_168, t: 5, p: 1 });
    for (const weak of ['m=19456,t=1,p=1', 'm=4096,t=10,p=1', 'm=19456', 'nonsense']) {
      expect(() => parseArgon2idCost(weak), weak).toThrow(/weaker than OWASP/);
    }
    expect(() => parsePasswordHash('bcrypt', undefined)).toThrow(/argon2id \(the default\) or scrypt/);
  });
});

describe('the hashing thread (docs/decisions/0071)', () => {
  it('runs the hashes on a thread of their own at the CPU priority asked, the lowest in production', async () => {
    expect(await hashingThreadPriority({ concurrency: 1, queue: 8, nice: 19 })).toBe(19);
    expect(await hashingThreadPriority({ concurrency: 1, queue: 8 })).toBe(0);
    // And the hashes made there are the same as ever: one made on the lowered thread verifies on the other.
    const lowered = createPasswordHasher(TEST_HASH_COST, { concurrency: 1, queue: 8, nice: 19 });
    const plain = createPasswordHasher(TEST_HASH_COST, { concurrency: 1, queue: 8 });
    expect(await plain.verify('Cliente#2026', await lowered.hash('Cliente#2026'))).toBe(true);
  });

  it('leaves the event loop free while a production hash runs', async () => {
    const hasher = createPasswordHasher(OWASP_ARGON2ID, { concurrency: 1, queue: 8, nice: 19 });
    await hasher.hash('warm-up'); // the thread's first start loads the binding
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await hasher.hash('Cliente#2026');
    const took = performance.now() - started;
    clearInterval(timer);
    // A hash on this thread would block every tick until it ends; on its own thread the loop keeps turning.
    expect(took).toBeGreaterThan(5);
    expect(ticks).toBeGreaterThan(1);
  });

  it('takes the priority from PASSWORD_HASH_NICE, 0 to 19, and refuses anything else at start', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), OPS_SECRET: 'y'.repeat(32) };
    expect(readServerEnv(secrets).passwordHashNice).toBe(HASH_THREAD_NICE);
    expect(HASH_THREAD_NICE).toBe(19);
    expect(readServerEnv({ ...secrets, PASSWORD_HASH_NICE: '0' }).passwordHashNice).toBe(0);
    expect(readServerEnv({ ...secrets, PASSWORD_HASH_NICE: '10' }).passwordHashNice).toBe(10);
    for (const wrong of ['20', '-1', '2.5', 'low']) {
      expect(() => readServerEnv({ ...secrets, PASSWORD_HASH_NICE: wrong }), wrong).toThrow(/PASSWORD_HASH_NICE/);
    }
  });
});
