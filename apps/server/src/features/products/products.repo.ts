import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, instalments, payments, products } from '../../db/schema/index.ts';

/** The person's products, oldest first, with their company's name. */
export async function productsOf(db: Executor, userId: number) {
  const rows = await db
    .select({ product: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.userId, userId))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ ...row.product, companyName: row.companyName }));
}

/** The schedules of several products in one round trip (served by the (product_id, number) unique index). */
export async function schedulesOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(instalments)
    .where(inArray(instalments.productId, productIds))
    .orderBy(asc(instalments.productId), asc(instalments.number));
}

/** A product's payments, newest first; the owner check was made on the product. */
export async function paymentsOf(db: Executor, userId: number, productId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.productId, productId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
