import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffIdempotencyKeys } from '../../db/schema/index.ts';

/** Claims (staff member, key); answers false when it was already claimed (by a committed transaction). */
export async function claimStaffIdempotencyKey(
  db: Executor,
  claim: { staffId: number; key: string; route: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(staffIdempotencyKeys)
    .values({ ...claim, response: {} })
    .onConflictDoNothing()
    .returning({ key: staffIdempotencyKeys.key });
  return rows.length === 1;
}

export async function findStaffIdempotencyKey(db: Executor, staffId: number, key: string) {
  const [row] = await db
    .select()
    .from(staffIdempotencyKeys)
    .where(and(eq(staffIdempotencyKeys.staffId, staffId), eq(staffIdempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveStaffIdempotentResponse(db: Executor, staffId: number, key: string, response: unknown) {
  await db
    .update(staffIdempotencyKeys)
    .set({ response })
    .where(and(eq(staffIdempotencyKeys.staffId, staffId), eq(staffIdempotencyKeys.key, key)));
}
