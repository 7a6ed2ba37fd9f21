import { raceOfDate } from '@vo/domain/incentives/race.rules';
import type { Executor } from '../../db/client.ts';
import { sales } from '../../db/schema/index.ts';
import { countSaleInNetwork } from '../network/index.ts';
import { judgeQualifications, recordRaceEvent } from './race.repo.ts';

export interface NewSale {
  productId: number | null;
  adviserUserId: number;
  customerUserId: number;
  companyId: number;
  description: string;
  contractNumber: string;
  paymentKind: 'cash' | 'credit';
  priceCents: bigint;
  currency?: string;
  soldOn: string;
}

/**
 * A sale, with everything it moves, in the caller's transaction: the network totals of the adviser
 * and everyone above, the race (a cash sale earns its points at once; a credit sale earns as its
 * capital is paid) and the adviser's monthly-sales verdict.
 */
export async function recordSale(tx: Executor, sale: NewSale, currentMonth: string): Promise<number> {
  const [row] = await tx
    .insert(sales)
    .values({ ...sale, currency: sale.currency ?? 'USD' })
    .returning({ id: sales.id });
  const saleId = row!.id;
  await countSaleInNetwork(tx, sale.adviserUserId);
  await recordRaceEvent(tx, {
    adviserUserId: sale.adviserUserId,
    event:
      sale.paymentKind === 'cash'
        ? { kind: 'cash_sale', saleId, on: sale.soldOn, priceCents: sale.priceCents }
        : { kind: 'capital_paid', saleId, on: sale.soldOn, capitalCents: 0n },
    countsAsSale: true,
    currentMonth,
  });
  await judgeQualifications(tx, raceOfDate(sale.soldOn), [sale.adviserUserId], currentMonth);
  return saleId;
}
