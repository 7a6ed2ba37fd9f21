import { isSaleTerms, type SaleTerms } from '@vo/domain/catalogue/sale-terms.rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { landButtonRestrictions } from '../../db/schema/index.ts';

/** Spec §6: whether configuration keeps this person from the land button (pre-reserving or buying lots). */
export async function isLandButtonRestricted(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: landButtonRestrictions.userId })
    .from(landButtonRestrictions)
    .where(eq(landButtonRestrictions.userId, userId));
  return Boolean(row);
}

/** Operators put a person on the list or take them off it; both are idempotent. */
export async function restrictLandButton(db: Executor, userId: number, reason: string): Promise<void> {
  await db
    .insert(landButtonRestrictions)
    .values({ userId, reason })
    .onConflictDoUpdate({ target: landButtonRestrictions.userId, set: { reason } });
}

export async function allowLandButton(db: Executor, userId: number): Promise<void> {
  await db.delete(landButtonRestrictions).where(eq(landButtonRestrictions.userId, userId));
}

/** A project's stored configuration; anything the code does not know reads as "not configured" (the safe side). */
export const saleTermsOf = (stored: string): SaleTerms => (isSaleTerms(stored) ? stored : 'unset');
