import { PLAN_MONTHLY_RATE_BP } from '@vo/domain/config';
import type { PlanInput } from '@vo/domain/plans/plan.rules';
import type { CheckedPlan } from '@vo/domain/plans/plans.wire';
import type { AgreedPlan, PaymentKind, PlanChoice } from '@vo/domain/prereservations/plan-choice.wire';
import type {
  LotPlanQuote,
  lotPlanRequest,
  PrereservationStepDone,
  prereservationRequest,
} from '@vo/domain/prereservations/prereservations.wire';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { lotWithProject, refreshProjectTotals } from '../catalogue/index.ts';
import { checkedPlan } from '../plans/index.ts';
import { admitAnother, buyerName, checkBuyer, recordPrereservation } from './prereservation-core.ts';
import { lockLot, setLotState } from './prereservations.repo.ts';

/**
 * The credit plan of a value after the rules of spec §5 (membership: the cap on its initial amount);
 * null for cash. Shared by lots and memberships.
 */
export function creditPlan(valueCents: bigint, choice: PlanChoice, membership = false): CheckedPlan | null {
  if (choice.paymentKind !== 'credit') return null;
  const input: PlanInput = {
    valueCents,
    initialCents: choice.initialCents ?? 0n,
    termMonths: choice.termMonths ?? 0,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership,
  };
  return { input, simulation: checkedPlan(input) };
}

/** What is kept of a plan: cash, or the initial amount and term of its credit. */
export function agreedPlan(paymentKind: PaymentKind, credit: CheckedPlan | null): AgreedPlan {
  return {
    paymentKind,
    initialCents: credit ? credit.input.initialCents : null,
    termMonths: credit ? credit.input.termMonths : null,
  };
}

/** POST /lotes/simular: the price of a lot, cash or on credit (spec §2 /forma-pago/lote). */
export async function simulateLotPlan(deps: AppDeps, request: z.output<typeof lotPlanRequest>): Promise<LotPlanQuote> {
  const found = await lotWithProject(deps.db, request.lotId);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  return {
    paymentKind: request.plan.paymentKind,
    currency: found.project.currency,
    priceCents: found.lot.priceCents,
    credit: creditPlan(found.lot.priceCents, request.plan),
  };
}

/**
 * POST /prereservas, inside runOnce: the lot is held for the buyer until the adviser reserves, sells or
 * releases it. The lot's row lock makes two advisers pressing at once take turns, and the second finds
 * it held (the partial unique index is the last word). A refusal writes nothing.
 */
export async function prereserveLot(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof prereservationRequest>,
): Promise<PrereservationStepDone & { buyerName: string }> {
  await checkBuyer(tx, deps, request.buyer);
  await admitAnother(tx, session);
  const held = await lockLot(tx, request.lotId);
  if (!held) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  if (held.lot.state !== 'free') throw new AppError('prereservations.lotNotFree', 1, {}, { campo: 'idLote' });
  const credit = creditPlan(held.lot.priceCents, request.plan);
  const row = await recordPrereservation(
    tx,
    deps,
    session,
    request.buyer,
    agreedPlan(request.plan.paymentKind, credit),
    {
      kind: 'lot',
      lotId: held.lot.id,
      description: `${held.projectName} · ${held.lot.block}-${held.lot.number}`,
      priceCents: held.lot.priceCents,
      currency: held.currency,
      companyId: held.companyId,
    },
  );
  await setLotState(tx, held.lot.id, 'held');
  await refreshProjectTotals(tx, held.lot.projectId);
  return { prereservationId: row.id, state: 'prereserved', buyerName: buyerName(request.buyer) };
}
