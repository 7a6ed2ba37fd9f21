import { accreditationCardNumber } from '@vo/domain/benefits/benefit.rules';
import type { PurchaseLeaves } from '@vo/domain/products/purchase-leaves.rules';
import type { Executor } from '../../db/client.ts';
import { accreditationCards, instalments, products, tickets } from '../../db/schema/index.ts';

/** The product bought, as the sale names it. */
export interface BoughtProduct {
  userId: number;
  companyId: number;
  description: string;
  contractNumber: string;
  priceCents: bigint;
  currency: string;
  boughtAt: Date;
}

/**
 * Writes what a purchase leaves (the domain's whatAPurchaseLeaves, docs/decisions/0046) in the caller's
 * transaction: the product, its schedule, its tickets and coupons, and its card (not enabled until its first
 * fee is paid). A refused or rolled-back purchase leaves none of it. Answers the product's id.
 */
export async function writeBoughtProduct(tx: Executor, bought: BoughtProduct, leaves: PurchaseLeaves) {
  const [product] = await tx
    .insert(products)
    .values({
      userId: bought.userId,
      companyId: bought.companyId,
      kind: leaves.kind,
      description: bought.description,
      contractNumber: bought.contractNumber,
      currency: bought.currency,
      priceCents: bought.priceCents,
      membershipLevel: leaves.membershipLevel,
      createdAt: bought.boughtAt,
    })
    .returning({ id: products.id });
  const productId = product!.id;
  if (leaves.schedule.length > 0)
    await tx.insert(instalments).values(leaves.schedule.map((instalment) => ({ productId, ...instalment })));
  if (leaves.tickets.length > 0)
    await tx.insert(tickets).values(
      leaves.tickets.map(({ uses, ...ticket }) => ({
        userId: bought.userId,
        productId,
        ...ticket,
        usesTotal: uses,
        usesLeft: uses,
      })),
    );
  if (leaves.card)
    await tx.insert(accreditationCards).values({
      userId: bought.userId,
      productId,
      number: accreditationCardNumber(bought.companyId, productId),
      issuedAt: bought.boughtAt,
    });
  return productId;
}
