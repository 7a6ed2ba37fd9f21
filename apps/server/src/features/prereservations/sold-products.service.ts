import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import type { PrereservationKind, SalesBook, SoldPrereservation } from '@vo/domain/prereservations/sold-products.wire';
import type { AppDeps } from '../../platform/deps.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type PrereservationFacts, prereservationsOf } from './prereservation-rows.repo.ts';
import { pendingCount, salesOf } from './prereservations.repo.ts';

const KINDS: readonly string[] = ['lot', 'membership', 'season_pass'];
const STATES: readonly string[] = ['prereserved', 'reserved', 'purchased', 'released'];
// A kind or state this code does not know shows as a lot, and as released (nothing more to do with it).
const kindOf = (kind: string) => (KINDS.includes(kind) ? kind : 'lot') as PrereservationKind;
const stateOf = (state: string) => (STATES.includes(state) ? state : 'released') as PrereservationState;

function soldPrereservation(
  p: PrereservationFacts,
  projectId: number | null,
  steps: SoldPrereservation['steps'],
): SoldPrereservation {
  return {
    id: p.id,
    kind: kindOf(p.kind),
    state: stateOf(p.state),
    description: p.description,
    lotId: p.lotId,
    projectId,
    productCode: p.productCode,
    beneficiaryCount: p.beneficiaryCount,
    customer: p.customer,
    paymentKind: p.plan.paymentKind,
    priceCents: p.priceCents,
    currency: p.currency,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    steps,
    discount: p.plan.discount,
    house: p.plan.house,
  };
}

/** GET /ventas/productos: the adviser's own pre-reservations at every step, and their other sales. */
export async function soldProducts(deps: AppDeps, session: SessionContext): Promise<SalesBook> {
  const [{ rows, steps }, saleRows, pending] = await Promise.all([
    prereservationsOf(deps.db, session.userId),
    salesOf(deps.db, session.userId),
    pendingCount(deps.db, session.userId),
  ]);
  const stepsOf = (id: number) =>
    steps.filter((s) => s.prereservationId === id).map((s) => ({ step: s.step, at: s.at }));
  return {
    prereservations: rows.map((r) => soldPrereservation(r.prereservation, r.projectId, stepsOf(r.prereservation.id))),
    pending,
    maxPending: deps.limits.maxPendingPrereservations,
    sales: saleRows.map(({ sale, customerName }) => ({
      description: sale.description,
      contractNumber: sale.contractNumber,
      customerName,
      soldOn: sale.soldOn,
      paymentKind: sale.paymentKind === 'cash' ? 'cash' : 'credit',
      priceCents: sale.priceCents,
    })),
  };
}
