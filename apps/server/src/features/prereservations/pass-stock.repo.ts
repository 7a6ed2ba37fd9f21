import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { seasonPassPrices } from '../../db/schema/index.ts';

/**
 * One pass of a season-pass price, taken in one statement: two advisers after the last pass cannot both
 * get it. Null when none is left (or no such price for that type).
 */
export async function takePass(tx: Executor, priceId: number, passType: string) {
  const [row] = await tx
    .update(seasonPassPrices)
    .set({ stock: sql`${seasonPassPrices.stock} - 1` })
    .where(
      and(eq(seasonPassPrices.id, priceId), eq(seasonPassPrices.passType, passType), gt(seasonPassPrices.stock, 0)),
    )
    .returning();
  return row ?? null;
}

export async function passPrice(db: Executor, priceId: number, passType: string) {
  const [row] = await db
    .select()
    .from(seasonPassPrices)
    .where(and(eq(seasonPassPrices.id, priceId), eq(seasonPassPrices.passType, passType)));
  return row ?? null;
}

export async function passPrices(db: Executor, passType: string) {
  return db
    .select()
    .from(seasonPassPrices)
    .where(eq(seasonPassPrices.passType, passType))
    .orderBy(asc(seasonPassPrices.priceCents));
}

/** A released pass goes back on sale. */
export async function returnPass(tx: Executor, priceId: number) {
  await tx
    .update(seasonPassPrices)
    .set({ stock: sql`${seasonPassPrices.stock} + 1` })
    .where(eq(seasonPassPrices.id, priceId));
}
