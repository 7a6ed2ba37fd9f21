import { businessDateOf } from '@vo/domain/time';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The days (La Paz) a person bought each season pass they hold: spec §9's travel/land discount runs from them. */
export async function seasonPassesBoughtOn(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ createdAt: products.createdAt })
    .from(products)
    .where(and(eq(products.userId, userId), eq(products.kind, 'season_pass')));
  return rows.map((row) => businessDateOf(row.createdAt));
}
