import { feesOf } from '@vo/domain/catalogue/catalogue.rules';
import { DEFAULT_TERM_MONTHS } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type { CustomerData } from '@vo/domain/prereservations/customer-data.schemas';
import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { lots } from '../db/schema/index.ts';
import { insertPrereservation, recordStep, setLotState } from '../features/prereservations/prereservations.repo.ts';
import { refreshProjectTotals } from '../platform/catalogue.repo.ts';

/** Project 101's first free lots are pre-reserved for these buyers by the demo adviser (spec §4 states). */
const DEMO_PROJECT = 101;
const BUYERS: { document: string; first: string; last: string; state: PrereservationState }[] = [
  { document: '7100001', first: 'Lucía', last: 'Arteaga', state: 'prereserved' },
  { document: '7100002', first: 'Marcos', last: 'Zabala', state: 'prereserved' },
  { document: '7100003', first: 'Elena', last: 'Montaño', state: 'reserved' },
];

function buyerData(b: (typeof BUYERS)[number]): CustomerData {
  return {
    nombres: b.first,
    apellidoPaterno: b.last,
    apellidoMaterno: '',
    nacionalidad: 'Boliviana',
    tipoDocumento: 1,
    nroDocumento: b.document,
    complemento: '',
    expedidoEn: 'Santa Cruz',
    fechaNacimiento: '1988-04-12',
    genero: 'F',
    paisResidencia: 1,
    ciudadResidencia: 1003,
    celular: '71234567',
    correo: `${b.first.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@example.com`,
    direccion: 'Av. Banzer 123',
    ciudadNacimiento: 'Santa Cruz',
    profesion: 'Comerciante',
    actividadComercial: 'Comercio',
    funcionarioPublico: false,
    institucion: '',
    cargo: '',
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
      companyId: 2,
      adviserUserId,
      customerDocument: buyer.document,
      customerName: `${buyer.first} ${buyer.last}`,
      customerData: buyerData(buyer),
      customerUserId: null,
      plan: { formaPago: 'credito', cuotaInicial: dec(feesOf(priceCents).initialCents), plazo: DEFAULT_TERM_MONTHS },
      state: buyer.state,
      createdAt: now,
      updatedAt: now,
    });
    await setLotState(tx, lotId, 'held');
    await recordStep(tx, row.id, 'prereserve', adviserUserId, now);
    if (buyer.state === 'reserved') await recordStep(tx, row.id, 'reserve', adviserUserId, now);
  }
  await refreshProjectTotals(tx, DEMO_PROJECT);
}
