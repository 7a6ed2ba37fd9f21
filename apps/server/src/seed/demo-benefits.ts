import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import type { Executor } from '../db/client.ts';
import { accreditationCards } from '../db/schema/index.ts';

/**
 * Accreditation cards of the demo (spec §4 card states): 1000001's membership card is paid for the year
 * (enabled); 1000002's season-pass card is paid too, but the pass has an instalment past due (not enabled).
 * Products 2 and 4 are those two (seed/demo-products.ts inserts them in that order).
 */
export async function seedDemoBenefits(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const today = businessDateOf(now);
  await tx.insert(accreditationCards).values([
    {
      userId: idOf.get('1000001')!,
      productId: 2,
      number: 'AC-12-0000002',
      validUntil: addDaysToDate(today, 200),
      issuedAt: now,
    },
    {
      userId: idOf.get('1000002')!,
      productId: 4,
      number: 'AC-27-0000004',
      validUntil: addDaysToDate(today, 100),
      issuedAt: now,
    },
  ]);
}
