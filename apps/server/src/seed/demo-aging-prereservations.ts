import { feesOf } from '@vo/domain/catalogue/catalogue.rules';
import { DEFAULT_TERM_MONTHS } from '@vo/domain/plans/plan-config';
import type { Executor } from '../db/client.ts';
import { insertPrereservation, recordStep } from '../features/prereservations/index.ts';
import { buyerOf } from './demo-prereservations.ts';

const DAY_MS = 86_400_000;
const PLATINUM_CENTS = 360_000n;

/**
 * Pending Platinum memberships of three network advisers whose buyers went quiet (docs/decisions/0053): two
 * whose 7-day hold ends within the day and one past it, so the console's Today has pre-reservations to warn of.
 * Memberships hold no lot: the catalogue's map and the demo adviser's own pre-reservations stay as stories know them.
 */
const QUIET_BUYERS = [
  { adviser: '2200001', document: '7600001', first: 'Tomás', last: 'Vaca', daysAgo: 6.5 },
  { adviser: '2200002', document: '7600002', first: 'Irene', last: 'Salvatierra', daysAgo: 6.8 },
  { adviser: '2200003', document: '7600003', first: 'Ramiro', last: 'Coimbra', daysAgo: 9 },
];

export async function seedAgingPrereservations(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  for (const quiet of QUIET_BUYERS) {
    const adviserUserId = idOf.get(quiet.adviser)!;
    const at = new Date(now.getTime() - quiet.daysAgo * DAY_MS);
    const row = await insertPrereservation(tx, {
      kind: 'membership',
      lotId: null,
      productCode: 'PLATINO',
      description: 'Membresía Platino',
      priceCents: PLATINUM_CENTS,
      currency: 'USD',
      companyId: 12,
      adviserUserId,
      buyer: buyerOf(quiet),
      customerName: `${quiet.first} ${quiet.last}`,
      customerUserId: null,
      plan: {
        paymentKind: 'credit',
        initialCents: feesOf(PLATINUM_CENTS).initialCents,
        termMonths: DEFAULT_TERM_MONTHS,
        discount: null,
        house: null,
      },
      state: 'prereserved',
      createdAt: at,
    });
    await recordStep(tx, row.id, 'prereserve', adviserUserId, at);
  }
}
