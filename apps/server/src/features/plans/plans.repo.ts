import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instalments, planChanges, products } from '../../db/schema/index.ts';

export type NewInstalment = typeof instalments.$inferInsert;

export async function removeInstalments(tx: Executor, ids: number[]) {
  if (ids.length > 0) await tx.delete(instalments).where(inArray(instalments.id, ids));
}

export async function addInstalments(tx: Executor, rows: NewInstalment[]) {
  if (rows.length > 0) await tx.insert(instalments).values(rows);
}

export async function updateProduct(tx: Executor, id: number, changes: Partial<typeof products.$inferInsert>) {
  await tx.update(products).set(changes).where(eq(products.id, id));
}

export async function insertPlanChange(tx: Executor, row: typeof planChanges.$inferInsert) {
  const [created] = await tx.insert(planChanges).values(row).returning({ id: planChanges.id });
  return created!.id;
}
