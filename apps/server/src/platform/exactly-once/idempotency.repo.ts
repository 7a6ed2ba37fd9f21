import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** Claims (person, key); answers false when it was already claimed (by a committed transaction). */
export async function claimIdempotencyKey(
  db: Executor,
  claim: { userId: number; key: string; route: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(db: Executor, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveIdempotentResponse(db: Executor, userId: number, key: string, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
