import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ethicsAcceptances, passwordLinks, recoveryCodes, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByDocument(db: Executor, documentNumber: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.documentNumber, documentNumber)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function recordSuccessfulLogin(db: Executor, userId: number, now: Date) {
  await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: now })
    .where(eq(users.id, userId));
}

/** A login's acceptance of the code of ethics (docs/decisions/0024). */
export async function recordEthicsAcceptance(db: Executor, acceptance: typeof ethicsAcceptances.$inferInsert) {
  await db.insert(ethicsAcceptances).values(acceptance);
}

export async function updatePassword(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, securePasswordDueAt: null })
    .where(eq(users.id, userId));
}

/**
 * Replaces the hash a login verified with the one it made at today's cost, only if it is still that hash:
 * of several logins of one person at once exactly one replaces it (the others find it changed), and a
 * password changed meanwhile is kept. True when this login replaced it.
 */
export async function replaceStaleHash(db: Executor, userId: number, verified: string, rehashed: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash: rehashed })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verified)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertPasswordLink(
  db: Executor,
  link: { id: string; userId: number; purpose: string; expiresAt: Date },
) {
  await db.insert(passwordLinks).values(link);
}

export async function findPasswordLink(db: Executor, id: string) {
  const [row] = await db.select().from(passwordLinks).where(eq(passwordLinks.id, id)).limit(1);
  return row ?? null;
}

/** Marks a link used; only the first of two concurrent uses gets `true`. */
export async function consumePasswordLink(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.usedAt)))
    .returning({ id: passwordLinks.id });
  return rows.length === 1;
}

/** A new code replaces every earlier unused one of the same person. */
export async function replaceRecoveryCode(
  db: Executor,
  code: { userId: number; codeHash: string; channel: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .update(recoveryCodes)
    .set({ usedAt: code.createdAt })
    .where(and(eq(recoveryCodes.userId, code.userId), isNull(recoveryCodes.usedAt)));
  await db.insert(recoveryCodes).values(code);
}

export async function findLatestRecoveryCode(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .orderBy(desc(recoveryCodes.id))
    .limit(1);
  return row ?? null;
}

export async function consumeRecoveryCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}
