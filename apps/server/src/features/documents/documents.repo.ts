import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, payments, planChanges, receipts, users } from '../../db/schema/index.ts';

/** The contract's party: the person's data as the profile holds it. */
export async function customerOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      documentNumber: users.documentNumber,
      email: users.email,
      phone: users.phone,
      city: cities.name,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId));
  return row!;
}

export async function receiptsOfProduct(db: Executor, userId: number, productId: number) {
  return db
    .select({ paymentId: receipts.paymentId, number: receipts.number, createdAt: receipts.createdAt })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(payments.productId, productId), eq(payments.userId, userId)))
    .orderBy(desc(receipts.createdAt));
}

export async function addendaOfProduct(db: Executor, userId: number, productId: number) {
  return db
    .select({ id: planChanges.id, kind: planChanges.kind, createdAt: planChanges.createdAt })
    .from(planChanges)
    .where(
      and(eq(planChanges.productId, productId), eq(planChanges.userId, userId), isNotNull(planChanges.addendumPdf)),
    )
    .orderBy(asc(planChanges.id));
}

export async function receiptPdfOf(db: Executor, userId: number, paymentId: number) {
  const [row] = await db
    .select({
      number: receipts.number,
      pdf: receipts.pdf,
      facts: receipts.facts,
      createdAt: receipts.createdAt,
      productId: payments.productId,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(receipts.paymentId, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

export async function addendumPdfOf(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ pdf: planChanges.addendumPdf, productId: planChanges.productId })
    .from(planChanges)
    .where(and(eq(planChanges.id, id), eq(planChanges.userId, userId)));
  return row?.pdf ? { pdf: row.pdf, productId: row.productId } : null;
}
