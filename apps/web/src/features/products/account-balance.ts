import type { ProductSummary } from '@vo/domain/products/products.types';
import { centsOf } from '../../lib/product-money.ts';

export interface BalanceTotal {
  currency: string;
  debtCents: bigint;
  overdueCents: bigint;
  overdueInstalments: number;
}

/** What the person owes over all their products, one total per currency (amounts of two currencies never add). */
export function accountBalance(products: readonly ProductSummary[]): BalanceTotal[] {
  const totals = new Map<string, BalanceTotal>();
  for (const product of products) {
    const total = totals.get(product.moneda) ?? {
      currency: product.moneda,
      debtCents: 0n,
      overdueCents: 0n,
      overdueInstalments: 0,
    };
    total.debtCents += centsOf(product.deudaTotal);
    total.overdueCents += centsOf(product.deudaVencida);
    total.overdueInstalments += product.cuotasVencidas;
    totals.set(product.moneda, total);
  }
  return [...totals.values()];
}
