import { createHash } from 'node:crypto';
import type { CaptchaKind } from '@vo/domain/payments/captcha.rules';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchas, companies, paymentRequests, prepaidCards, products, users, wallets } from '../../db/schema/index.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A prepaid card by its code; `forUpdate` while a payment spends it, so two payments cannot both spend the balance. */
export async function prepaidCardByCode(db: Executor, code: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(prepaidCards)
    .where(eq(prepaidCards.codeHash, sha256(code)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function spendPrepaid(tx: Executor, id: number, amount: bigint) {
  await tx
    .update(prepaidCards)
    .set({ balanceCents: sql`${prepaidCards.balanceCents} - ${amount}` })
    .where(eq(prepaidCards.id, id));
}

export async function saveCaptcha(
  db: Executor,
  id: string,
  answer: string,
  expiresAt: Date,
  now: Date,
  kind: CaptchaKind = 'image',
) {
  // Old captchas nobody answered go as new ones come: the table stays small without a job.
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answerHash: sha256(answer.toLowerCase()), expiresAt, kind });
}

/** Where a person can be reached: the e-mail and phone on file. */
export async function contactOf(db: Executor, userId: number) {
  const [row] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? { email: null, phone: null };
}

/** A captcha can be answered once: it is deleted by the attempt, right or wrong. */
export async function takeCaptcha(db: Executor, id: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return row ?? null;
}

export async function walletOf(db: Executor, userId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(wallets).where(eq(wallets.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateWallet(db: Executor, userId: number, changes: Partial<typeof wallets.$inferInsert>) {
  await db.update(wallets).set(changes).where(eq(wallets.userId, userId));
}

export async function insertPaymentRequest(db: Executor, row: typeof paymentRequests.$inferInsert) {
  const [created] = await db.insert(paymentRequests).values(row).returning();
  return created!;
}

/** A payment request with what a friend may see of it: the product and the owner's first name. */
export async function paymentRequestByCode(db: Executor, code: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      request: paymentRequests,
      description: products.description,
      currency: products.currency,
      companyName: companies.name,
      fullName: users.fullName,
      ownerDocumentNumber: users.documentNumber,
    })
    .from(paymentRequests)
    .innerJoin(products, eq(products.id, paymentRequests.productId))
    .innerJoin(companies, eq(companies.id, products.companyId))
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .where(eq(paymentRequests.code, code));
  const [row] = options.forUpdate ? await query.for('update', { of: paymentRequests }) : await query;
  return row ?? null;
}

export async function markRequestPaid(tx: Executor, id: number, paymentId: number) {
  await tx
    .update(paymentRequests)
    .set({ paymentId })
    .where(and(eq(paymentRequests.id, id)));
}
