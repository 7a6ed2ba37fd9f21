import { type PlanInput, suggestedInitial } from '@vo/domain/plans/plan.rules';
import { DEFAULT_TERM_MONTHS, PLAN_MONTHLY_RATE_BP, PLAN_TERMS_MONTHS } from '@vo/domain/plans/plan-config';
import type { CheckedPlan, PlanChange, PlanOptions, planChangeRequest } from '@vo/domain/plans/plans.wire';
import { type Instalment, instalmentState, sumCharges } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { newInstalments, ownProduct, recordChange } from './plan-change.ts';
import { checkedPlan } from './plan-simulation.ts';
import { addInstalments, removeInstalments } from './plans.repo.ts';

type PlanRequest = z.output<typeof planChangeRequest>;

/** The instalments a new plan replaces: future ones nobody has paid anything of yet. */
function replaceable(schedule: Instalment[], today: string) {
  return schedule.filter((i) => i.dueDate >= today && sumCharges(i.paid) === 0n);
}

/** GET /plan/opciones: what a reconfiguration would finance, and the form's starting values. */
export async function planOptions(deps: AppDeps, session: SessionContext, productId: number): Promise<PlanOptions> {
  const { schedule } = await ownProduct(deps.db, session, productId);
  const value = replaceable(schedule, businessDateOf(deps.clock.now())).reduce((t, i) => t + i.charged.capital, 0n);
  return {
    valueCents: value,
    suggestedInitialCents: value > 0n ? suggestedInitial(value) : 0n,
    terms: PLAN_TERMS_MONTHS,
    defaultTerm: DEFAULT_TERM_MONTHS,
  };
}

/** POST /plan/simular, and the first half of /plan/reconfigurar. */
async function reconfiguration(
  db: Executor,
  deps: AppDeps,
  session: SessionContext,
  request: PlanRequest,
  lock: boolean,
) {
  const { product, schedule } = await ownProduct(db, session, request.productId, lock);
  const today = businessDateOf(deps.clock.now());
  if (schedule.some((i) => instalmentState(i, today) === 'overdue')) throw new AppError('plan.overdueFirst');
  const replaced = replaceable(schedule, today);
  if (replaced.length === 0) throw new AppError('plan.nothingToReconfigure');
  const input: PlanInput = {
    valueCents: replaced.reduce((t, i) => t + i.charged.capital, 0n),
    initialCents: request.initialCents,
    termMonths: request.termMonths,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
  };
  return { product, schedule, replaced, input, simulation: checkedPlan(input, product.currency), today };
}

export async function simulateReconfiguration(
  deps: AppDeps,
  session: SessionContext,
  request: PlanRequest,
): Promise<CheckedPlan> {
  const { input, simulation } = await reconfiguration(deps.db, deps, session, request, false);
  return { input, simulation };
}

/**
 * POST /plan/reconfigurar, inside runOnce: the future unpaid instalments give way to the new plan
 * (its initial amount due on the first replaced date), with an addendum, in one transaction.
 */
export async function reconfigurePlan(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: PlanRequest,
): Promise<PlanChange> {
  const { product, schedule, replaced, input, simulation } = await reconfiguration(tx, deps, session, request, true);
  const kept = schedule.filter((i) => !replaced.includes(i));
  const firstNumber = Math.max(0, ...kept.map((i) => i.number)) + 1;
  await removeInstalments(
    tx,
    replaced.map((i) => i.id),
  );
  await addInstalments(
    tx,
    newInstalments(product.id, firstNumber, replaced[0]!.dueDate, input.initialCents, simulation),
  );
  const id = await recordChange(tx, deps, session, product, { kind: 'reconfigure', input, simulation });
  return { plan: { input, simulation }, applied: true, changeId: id };
}
