import { PLAN_MONTHLY_RATE_BP } from '@vo/domain/config';
import { centsToDecimalString as dec, parseAmountToCents } from '@vo/domain/money';
import type { PlanInput } from '@vo/domain/plans/plan.rules';
import type {
  LotPlanRequest,
  LotPlanSimulation,
  PrereservationRequest,
} from '@vo/domain/prereservations/prereservation.schemas';
import type { Tx } from '../../db/client.ts';
import { refreshProjectTotals } from '../../platform/catalogue.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { checkedPlan, planWire } from '../../platform/plan-simulation.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { lotWithProject } from '../catalogue/catalogue.repo.ts';
import { admitAnother, buyerName, type ChosenPlan, checkBuyer, recordPrereservation } from './prereservation-core.ts';
import { lockLot, setLotState } from './prereservations.repo.ts';

/**
 * The credit plan of a value after the rules of spec §5 (membership: the cap on its initial amount);
 * null for cash. Shared by lots and memberships.
 */
export function creditPlan(
  valueCents: bigint,
  request: { formaPago: string; cuotaInicial?: string | undefined; plazo?: number | undefined },
  membership = false,
) {
  if (request.formaPago !== 'credito') return null;
  const input: PlanInput = {
    valueCents,
    initialCents: parseAmountToCents(request.cuotaInicial ?? '') ?? 0n,
    termMonths: request.plazo ?? 0,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership,
  };
  return { input, simulation: checkedPlan(input) };
}

/** What is stored of a plan: cash, or the initial amount and term of its credit. */
export function chosenPlan(formaPago: 'contado' | 'credito', credit: ReturnType<typeof creditPlan>): ChosenPlan {
  return {
    formaPago,
    cuotaInicial: credit ? dec(credit.input.initialCents) : null,
    plazo: credit ? credit.input.termMonths : null,
  };
}

/** POST /lotes/simular: the price of a lot, cash or on credit (spec §2 /forma-pago/lote). */
export async function simulateLotPlan(deps: AppDeps, request: LotPlanRequest): Promise<LotPlanSimulation> {
  const found = await lotWithProject(deps.db, request.idLote);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  const credit = creditPlan(found.lot.priceCents, request);
  return {
    formaPago: request.formaPago,
    moneda: found.project.currency,
    precio: dec(found.lot.priceCents),
    credito: credit ? planWire(credit.input, credit.simulation) : null,
  };
}

/**
 * POST /prereservas, inside runOnce: the lot is held for the buyer until the adviser reserves, sells or
 * releases it. The lot's row lock makes two advisers pressing at once take turns, and the second finds
 * it held (the partial unique index is the last word). A refusal writes nothing.
 */
export async function prereserveLot(tx: Tx, deps: AppDeps, session: SessionContext, request: PrereservationRequest) {
  await checkBuyer(tx, deps, request.cliente);
  await admitAnother(tx, session);
  const held = await lockLot(tx, request.idLote);
  if (!held) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  if (held.lot.state !== 'free') throw new AppError('prereservations.lotNotFree', 1, {}, { campo: 'idLote' });
  const credit = creditPlan(held.lot.priceCents, request);
  const row = await recordPrereservation(tx, deps, session, request.cliente, chosenPlan(request.formaPago, credit), {
    kind: 'lot',
    lotId: held.lot.id,
    description: `${held.projectName} · ${held.lot.block}-${held.lot.number}`,
    priceCents: held.lot.priceCents,
    currency: held.currency,
    companyId: held.companyId,
  });
  await setLotState(tx, held.lot.id, 'held');
  await refreshProjectTotals(tx, held.lot.projectId);
  return {
    params: { name: buyerName(request.cliente) },
    data: { idPrereserva: row.id, estado: 'prereservado' as const },
  };
}
