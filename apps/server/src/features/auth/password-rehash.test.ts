import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import {
  costOf,
  createPasswordHasher,
  TEST_HASH_COST,
  TEST_SCRYPT_COST,
} from '../../platform/sessions/password-hash.ts';

/** Her scrypt hash of before docs/decisions/0058: made again in Argon2id at her next successful login. */
describe('a person’s scrypt hash at her next login (docs/decisions/0058)', () => {
  const t = useTestApp();
  const login = (user: string, password: string) =>
    t.send(authEndpoints.login, { user, password, dispositivo: 'web', tokenFCM: '' });
  const giveScryptHash = async (user: string, password: string) => {
    const old = await createPasswordHasher(TEST_SCRYPT_COST).hash(password);
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.documentNumber, user));
    return old;
  };
  const personOf = async (user: string) => (await t.db.select().from(users).where(eq(users.documentNumber, user)))[0]!;
  const rehashesOf = async (userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.rehashed'), eq(auditLog.userId, userId)));

  it('lets several logins sent at once all in, and leaves one valid Argon2id hash, stored once', async () => {
    const { user, password } = DEMO.customer;
    const old = await giveScryptHash(user, password);
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(user, password)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(0));
    const person = await personOf(user);
    expect(person.passwordHash).not.toBe(old);
    expect(costOf(person.passwordHash)).toEqual(TEST_HASH_COST);
    expect(await t.deps.passwords.verify(password, person.passwordHash)).toBe(true);
    expect(await rehashesOf(person.id)).toHaveLength(1);
    // The next login finds today's hash: nothing more is stored.
    expect((await login(user, password)).status).toBe(0);
    expect((await personOf(user)).passwordHash).toBe(person.passwordHash);
    expect(await rehashesOf(person.id)).toHaveLength(1);
  });

  it('keeps the scrypt hash after a wrong password', async () => {
    const { user } = DEMO.adviser;
    const old = await giveScryptHash(user, DEMO.adviser.password);
    expect((await login(user, 'Wrong#2026')).code).toBe('auth.invalidCredentials');
    expect((await personOf(user)).passwordHash).toBe(old);
  });
});
