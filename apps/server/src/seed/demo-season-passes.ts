import type { Executor } from '../db/client.ts';
import { seasonPassPrices } from '../db/schema/index.ts';

/**
 * The season's passes (spec §3 pass codes) with their prices and stock. The business pass's box seats are
 * sold out and the super warrior's preferential seats down to two, so "no stock" (spec §8) can be seen.
 */
const PRICES: { passType: string; option: string; priceCents: bigint; stock: number }[] = [
  { passType: 'especial', option: 'general', priceCents: 60_000n, stock: 150 },
  { passType: 'especial', option: 'preferencial', priceCents: 90_000n, stock: 60 },
  { passType: 'infantil', option: 'general', priceCents: 25_000n, stock: 200 },
  { passType: 'familiar-nuevo', option: 'general', priceCents: 150_000n, stock: 80 },
  { passType: 'familiar-nuevo', option: 'preferencial', priceCents: 210_000n, stock: 30 },
  { passType: 'familiar-renovacion', option: 'general', priceCents: 130_000n, stock: 80 },
  { passType: 'super-guerrero-general', option: 'general', priceCents: 40_000n, stock: 300 },
  { passType: 'super-guerrero-preferencial', option: 'preferencial', priceCents: 70_000n, stock: 2 },
  { passType: 'empresarial', option: 'general', priceCents: 300_000n, stock: 25 },
  { passType: 'empresarial', option: 'palco', priceCents: 900_000n, stock: 0 },
];

export async function seedDemoSeasonPasses(tx: Executor): Promise<void> {
  await tx.insert(seasonPassPrices).values(PRICES);
}
