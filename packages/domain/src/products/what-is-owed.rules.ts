import { centsToDecimalString, parseAmountToCents } from '../money.ts';
import type { ProductSummary } from './products.types.ts';

/*
 * What a customer's home says first (docs/decisions/0031): what is overdue, else what falls due
 * next, and which product a "Pay now" opens. Read off the products list, so it means what "My products" means.
 */

/** Overdue money of one currency; products in other currencies are never added together. */
export interface OverdueTotal {
  currency: string;
  amount: string;
  instalments: number;
}

/** The products with something overdue, the one whose oldest overdue instalment is oldest first. */
export function overdueProducts(products: readonly ProductSummary[]): ProductSummary[] {
  return products
    .filter((product) => product.cuotasVencidas > 0 && product.proximaCuota)
    .sort((a, b) => (a.proximaCuota!.fechaVencimiento < b.proximaCuota!.fechaVencimiento ? -1 : 1));
}

/** Everything overdue, per currency, in the order the products are listed. */
export function overdueTotals(products: readonly ProductSummary[]): OverdueTotal[] {
  const byCurrency = new Map<string, { cents: bigint; instalments: number }>();
  for (const product of products) {
    if (product.cuotasVencidas === 0) continue;
    const total = byCurrency.get(product.moneda) ?? { cents: 0n, instalments: 0 };
    total.cents += parseAmountToCents(product.deudaVencida) ?? 0n;
    total.instalments += product.cuotasVencidas;
    byCurrency.set(product.moneda, total);
  }
  return [...byCurrency].map(([currency, total]) => ({
    currency,
    amount: centsToDecimalString(total.cents),
    instalments: total.instalments,
  }));
}

/** The instalment that falls due soonest among products with nothing overdue (the home's "next"). */
export function nextInstalmentDue(products: readonly ProductSummary[]): ProductSummary | null {
  let soonest: ProductSummary | null = null;
  for (const product of products) {
    if (product.cuotasVencidas > 0 || !product.proximaCuota) continue;
    if (!soonest || product.proximaCuota.fechaVencimiento < soonest.proximaCuota!.fechaVencimiento) soonest = product;
  }
  return soonest;
}

/**
 * The product's next instalment is overdue: statementOf's `next` is the oldest with something left, so
 * when anything is overdue it is that one ("Next instalment no. 7, due 14 Sept" two months ago is overdue).
 */
export const nextIsOverdue = (product: Pick<ProductSummary, 'cuotasVencidas'>) => product.cuotasVencidas > 0;
