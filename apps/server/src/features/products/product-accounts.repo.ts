import type { Instalment } from '@vo/domain/products/instalments.rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, instalments, products } from '../../db/schema/index.ts';

/**
 * A customer's product and its schedule: read by the products pages and locked by payments, so it
 * lives here rather than in either feature. Every read is scoped to the owner: another person's
 * product id answers nothing, exactly as an id that does not exist.
 */
export async function findOwnProduct(db: Executor, userId: number, productId: number) {
  const [row] = await db
    .select({ product: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(products.id, productId), eq(products.userId, userId)));
  return row ? { ...row.product, companyName: row.companyName } : null;
}

export type OwnProduct = NonNullable<Awaited<ReturnType<typeof findOwnProduct>>>;
type InstalmentRow = typeof instalments.$inferSelect;

export function toInstalment(row: InstalmentRow): Instalment {
  return {
    id: row.id,
    number: row.number,
    dueDate: row.dueDate,
    charged: {
      fines: row.finesCents,
      interest: row.interestCents,
      expenses: row.expensesCents,
      formFee: row.formFeeCents,
      capital: row.capitalCents,
    },
    paid: {
      fines: row.paidFinesCents,
      interest: row.paidInterestCents,
      expenses: row.paidExpensesCents,
      formFee: row.paidFormFeeCents,
      capital: row.paidCapitalCents,
    },
  };
}

/**
 * The schedule, in order. `forUpdate` locks its rows until the transaction ends: two payments on
 * the same product then run one after the other and the second sees what the first paid.
 */
export async function scheduleOf(db: Executor, productId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(instalments)
    .where(eq(instalments.productId, productId))
    .orderBy(asc(instalments.number));
  return options.forUpdate ? query.for('update') : query;
}
