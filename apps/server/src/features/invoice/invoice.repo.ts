import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, documentTypes, invoiceData, products, users } from '../../db/schema/index.ts';

export async function listDocumentTypes(db: Executor) {
  return db.select().from(documentTypes).orderBy(asc(documentTypes.id));
}

export async function documentTypeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.id, id));
  return row !== undefined;
}

/** The companies a customer has products with, among `companyIds`. */
export async function companiesOfCustomer(db: Executor, userId: number, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(products.userId, userId), inArray(products.companyId, [...companyIds])))
    .orderBy(asc(companies.id));
}

export async function findInvoiceData(db: Executor, userId: number) {
  const [row] = await db.select().from(invoiceData).where(eq(invoiceData.userId, userId));
  return row ?? null;
}

export async function findContact(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type InvoiceValues = Omit<typeof invoiceData.$inferInsert, 'id' | 'userId' | 'updatedAt'>;

/** One row per customer: a second save replaces the first. */
export async function upsertInvoiceData(db: Executor, userId: number, values: InvoiceValues, now: Date) {
  const [row] = await db
    .insert(invoiceData)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: invoiceData.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}
