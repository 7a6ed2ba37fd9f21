import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deviceKeyChallenges, deviceKeys, sessions, users } from '../../db/schema/index.ts';

export type DeviceKeyRow = typeof deviceKeys.$inferSelect;

/** Holds the person's row for the transaction: their key registrations then happen one after another. */
export async function lockPerson(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The person's live key on one device, if any. */
export async function findLiveKey(db: Executor, userId: number, device: string): Promise<DeviceKeyRow | null> {
  const [row] = await db
    .select()
    .from(deviceKeys)
    .where(and(eq(deviceKeys.userId, userId), eq(deviceKeys.device, device), isNull(deviceKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function countLiveKeys(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deviceKeys)
    .where(and(eq(deviceKeys.userId, userId), isNull(deviceKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(db: Executor, key: typeof deviceKeys.$inferInsert) {
  await db.insert(deviceKeys).values(key);
}

/** Revokes the person's live key on a device; answers whether there was one. */
export async function revokeKey(db: Executor, userId: number, device: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(deviceKeys)
    .set({ revokedAt: now })
    .where(and(eq(deviceKeys.userId, userId), eq(deviceKeys.device, device), isNull(deviceKeys.revokedAt)))
    .returning({ id: deviceKeys.id });
  return rows.length > 0;
}

/**
 * Revokes every live key of the person (a recovery, a new password through a link, "sign out every device"):
 * answers how many there were. Their pending challenges can no longer be spent (spendChallenge reads the key).
 */
export async function revokeAllKeys(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(deviceKeys)
    .set({ revokedAt: now })
    .where(and(eq(deviceKeys.userId, userId), isNull(deviceKeys.revokedAt)))
    .returning({ id: deviceKeys.id });
  return rows.length;
}

export async function setKeyAuthType(db: Executor, keyId: string, userId: number, authType: number) {
  await db
    .update(deviceKeys)
    .set({ authType })
    .where(and(eq(deviceKeys.id, keyId), eq(deviceKeys.userId, userId)));
}

export async function markKeyUsed(db: Executor, keyId: string, now: Date) {
  await db.update(deviceKeys).set({ lastUsedAt: now }).where(eq(deviceKeys.id, keyId));
}

/** How the caller's own session was opened: a key may be added only from a password session. */
export async function sessionAuthType(db: Executor, sessionId: string): Promise<number | null> {
  const [row] = await db.select({ authType: sessions.authType }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.authType ?? null;
}

/** Stores a new challenge for a key, clearing the key's expired ones so the table stays small. */
export async function insertChallenge(db: Executor, challenge: typeof deviceKeyChallenges.$inferInsert, now: Date) {
  await db
    .delete(deviceKeyChallenges)
    .where(and(eq(deviceKeyChallenges.keyId, challenge.keyId), lte(deviceKeyChallenges.expiresAt, now)));
  await db.insert(deviceKeyChallenges).values(challenge);
}

/**
 * Spends a challenge: only an unused, unexpired one, and only once, whoever else tries at the same moment
 * (one conditional UPDATE). Answers the live key it was given for, or null.
 */
export async function spendChallenge(db: Executor, id: string, now: Date): Promise<DeviceKeyRow | null> {
  const [spent] = await db
    .update(deviceKeyChallenges)
    .set({ usedAt: now })
    .where(
      and(eq(deviceKeyChallenges.id, id), isNull(deviceKeyChallenges.usedAt), gt(deviceKeyChallenges.expiresAt, now)),
    )
    .returning({ keyId: deviceKeyChallenges.keyId });
  if (!spent) return null;
  const [key] = await db
    .select()
    .from(deviceKeys)
    .where(and(eq(deviceKeys.id, spent.keyId), isNull(deviceKeys.revokedAt)))
    .limit(1);
  return key ?? null;
}
