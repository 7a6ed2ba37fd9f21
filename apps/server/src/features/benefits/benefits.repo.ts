import { accreditationCardNumber } from '@vo/domain/benefits/benefit.rules';
import { CARD_PRODUCT_KINDS } from '@vo/domain/benefits/benefit-config';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accreditationCards, products, travelBenefits, users } from '../../db/schema/index.ts';

/**
 * Every membership and season pass of the person has its card row (created the first time it is asked
 * for, not enabled until a fee is paid), so a product bought today has its card today.
 */
export async function ensureCards(db: Executor, userId: number, now: Date) {
  const owned = await db
    .select({ id: products.id, companyId: products.companyId })
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.kind, [...CARD_PRODUCT_KINDS])));
  if (owned.length === 0) return;
  await db
    .insert(accreditationCards)
    .values(
      owned.map((p) => ({
        userId,
        productId: p.id,
        number: accreditationCardNumber(p.companyId, p.id),
        issuedAt: now,
      })),
    )
    .onConflictDoNothing();
}

export async function cardsOf(db: Executor, userId: number) {
  return db
    .select({ card: accreditationCards, holder: users.fullName, document: users.documentNumber })
    .from(accreditationCards)
    .innerJoin(users, eq(users.id, accreditationCards.userId))
    .where(eq(accreditationCards.userId, userId))
    .orderBy(accreditationCards.productId);
}

/** The card of one's own product (read under lockProductFees when a fee is paid). */
export async function ownCard(db: Executor, userId: number, productId: number) {
  const [row] = await db
    .select()
    .from(accreditationCards)
    .where(and(eq(accreditationCards.userId, userId), eq(accreditationCards.productId, productId)));
  return row ?? null;
}

export async function setCardValidUntil(tx: Executor, cardId: number, validUntil: string) {
  await tx.update(accreditationCards).set({ validUntil }).where(eq(accreditationCards.id, cardId));
}

/** The card a gate scanned, with its holder (its membership's name comes with the holder's kept products). */
const cardWithHolder = preparedPerDatabase((db) =>
  db
    .select({
      userId: accreditationCards.userId,
      productId: accreditationCards.productId,
      validUntil: accreditationCards.validUntil,
      holder: users.fullName,
    })
    .from(accreditationCards)
    .innerJoin(users, eq(users.id, accreditationCards.userId))
    .where(eq(accreditationCards.number, sql.placeholder('number')))
    .prepare('gate_card'),
);

/** Asked on a scan the gate's memory does not hold (docs/decisions/0062, 0067): a prepared statement (db/prepared.ts). */
export async function cardByNumber(db: Database, number: string) {
  const [row] = await cardWithHolder(db).execute({ number });
  return row ?? null;
}

/**
 * What has been paid of each product's price: the price less the capital the schedule still finances
 * (the initial payment) plus the capital paid on it. Spec §6: the travel benefit asks for a share of it.
 */
export async function paidCentsOf(db: Executor, productIds: number[]): Promise<Map<number, bigint>> {
  if (productIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select p.id, p.price_cents - coalesce(sum(i.capital_cents), 0) + coalesce(sum(i.paid_capital_cents), 0) as paid
    from products p left join instalments i on i.product_id = p.id
    where p.id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by p.id`)) as unknown as { rows: { id: string | number; paid: string | number }[] };
  return new Map(result.rows.map((r) => [Number(r.id), BigInt(r.paid)]));
}

export async function travelBenefitsOf(db: Executor, userId: number) {
  return db.select().from(travelBenefits).where(eq(travelBenefits.userId, userId));
}

/** The RCI affiliation of one's own membership (read under lockProductFees when it is paid). */
export async function ownTravelBenefit(db: Executor, userId: number, productId: number) {
  const [row] = await db
    .select()
    .from(travelBenefits)
    .where(and(eq(travelBenefits.userId, userId), eq(travelBenefits.productId, productId)));
  return row ?? null;
}

export async function saveTravelBenefit(tx: Executor, row: typeof travelBenefits.$inferInsert) {
  await tx
    .insert(travelBenefits)
    .values(row)
    .onConflictDoUpdate({
      target: travelBenefits.productId,
      set: { expiresOn: row.expiresOn, paymentId: row.paymentId, activatedAt: row.activatedAt },
    });
}

/**
 * Until the transaction ends, fees of this product are paid one at a time: two first payments of a
 * benefit pressed at once (two keys, two tabs) run one after the other, and the second extends the cover
 * the first bought instead of both buying the same year.
 */
export async function lockProductFees(tx: Executor, productId: number) {
  await tx.execute(sql`select id from products where id = ${productId} for update`);
}
