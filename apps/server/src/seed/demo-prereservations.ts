import { feesOf } from '@vo/domain/catalogue/catalogue.rules';
import { DEFAULT_TERM_MONTHS } from '@vo/domain/plans/plan-config';
import type { Buyer } from '@vo/domain/prereservations/buyer.wire';
import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { lots } from '../db/schema/index.ts';
import { refreshProjectTotals } from '../features/catalogue/index.ts';
import { insertPrereservation, recordStep, setLotState } from '../features/prereservations/index.ts';

/** Project 101's first free lots are pre-reserved for these buyers by the demo adviser (spec §4 states). */
const DEMO_PROJECT = 101;
const BUYERS: { document: string; first: string; last: string; state: PrereservationState }[] = [
  { document: '7100001', first: 'Lucía', last: 'Arteaga', state: 'prereserved' },
  { document: '7100002', first: 'Marcos', last: 'Zabala', state: 'prereserved' },
  { document: '7100003', first: 'Elena', last: 'Montaño', state: 'reserved' },
];

export function buyerOf(b: { document: string; first: string; last: string }): Buyer {
  return {
    firstNames: b.first,
    paternalSurname: b.last,
    maternalSurname: '',
    nationality: 'Boliviana',
    documentType: 1,
    documentNumber: b.document,
    documentComplement: '',
    issuedIn: 'Santa Cruz',
    birthDate: '1988-04-12',
    gender: 'F',
    countryId: 1,
    cityId: 1003,
    phone: '71234567',
    email: `${b.first.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.com`,
    address: 'Av. Banzer 123',
    birthCity: 'Santa Cruz',
    profession: 'Comerciante',
    businessActivity: 'Comercio',
    publicOfficial: false,
    institution: '',
    position: '',
  };
}

/**
 * The demo adviser's pre-reservations: two pending and one already a reservation, so /Producto/Vendido
 * shows every step and each step can be tried at once (docs/decisions/0012).
 */
export async function seedDemoPrereservations(tx: Executor, adviserUserId: number, now: Date): Promise<void> {
  const free = await tx
    .select({ id: lots.id, priceCents: lots.priceCents, block: lots.block, number: lots.number })
    .from(lots)
    .where(and(eq(lots.projectId, DEMO_PROJECT), eq(lots.state, 'free')))
    .orderBy(asc(lots.id))
    .limit(BUYERS.length);
  for (const [i, buyer] of BUYERS.entries()) {
    const { id: lotId, priceCents, block, number } = free[i]!;
    const row = await insertPrereservation(tx, {
      kind: 'lot',
      lotId,
      description: `Urbanización Las Palmeras · ${block}-${number}`,
      priceCents,
      currency: 'USD',
      companyId: 2,
      adviserUserId,
      buyer: buyerOf(buyer),
      customerName: `${buyer.first} ${buyer.last}`,
      customerUserId: null,
      plan: {
        paymentKind: 'credit',
        initialCents: feesOf(priceCents).initialCents,
        termMonths: DEFAULT_TERM_MONTHS,
        discount: null,
        house: null,
      },
      state: buyer.state,
      createdAt: now,
    });
    await setLotState(tx, lotId, 'held');
    await recordStep(tx, row.id, 'prereserve', adviserUserId, now);
    if (buyer.state === 'reserved') await recordStep(tx, row.id, 'reserve', adviserUserId, now);
  }
  await refreshProjectTotals(tx, DEMO_PROJECT);
}
