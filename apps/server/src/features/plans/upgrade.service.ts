import { MEMBERSHIP_LEVELS } from '@vo/domain/memberships/membership-config';
import { type PlanInput, suggestedInitial } from '@vo/domain/plans/plan.rules';
import { DEFAULT_TERM_MONTHS, PLAN_MONTHLY_RATE_BP, PLAN_TERMS_MONTHS } from '@vo/domain/plans/plan-config';
import type { CheckedPlan, PlanChange, UpgradeOptions, upgradeRequest } from '@vo/domain/plans/plans.wire';
import { instalmentState } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { newInstalments, ownProduct, recordChange } from './plan-change.ts';
import { checkedPlan } from './plan-simulation.ts';
import { addInstalments, updateProduct } from './plans.repo.ts';

type UpgradeRequest = z.output<typeof upgradeRequest>;

function levelIndex(level: string | null | undefined): number {
  return MEMBERSHIP_LEVELS.findIndex((l) => l.id === level);
}

/** Spec §9 "upgrade on": while the flag is off, no upgrade is offered, simulated or made. */
function checkUpgradesOn(deps: AppDeps): void {
  if (!deps.featureFlags.membershipUpgrade) throw new AppError('plan.upgradeOff');
}

/** GET /membresia/mejorar/opciones: the higher memberships and what each one costs on top. */
export async function upgradeOptions(
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<UpgradeOptions> {
  checkUpgradesOn(deps);
  const { product } = await ownProduct(deps.db, session, productId);
  const current = levelIndex(product.membershipLevel);
  if (product.kind !== 'membership' || current < 0) throw new AppError('plan.notUpgradable');
  const base = MEMBERSHIP_LEVELS[current]!;
  return {
    current: { level: base.id, name: base.name },
    options: MEMBERSHIP_LEVELS.slice(current + 1).map((level) => {
      const difference = level.priceCents - base.priceCents;
      return {
        level: level.id,
        name: level.name,
        differenceCents: difference,
        suggestedInitialCents: suggestedInitial(difference),
      };
    }),
    terms: PLAN_TERMS_MONTHS,
    defaultTerm: DEFAULT_TERM_MONTHS,
  };
}

async function upgrade(db: Executor, deps: AppDeps, session: SessionContext, request: UpgradeRequest, lock: boolean) {
  checkUpgradesOn(deps);
  const { product, schedule } = await ownProduct(db, session, request.productId, lock);
  const current = levelIndex(product.membershipLevel);
  if (product.kind !== 'membership' || current < 0) throw new AppError('plan.notUpgradable');
  const target = levelIndex(request.level);
  if (target <= current) throw new AppError('plan.levelInvalid', 1, {}, { campo: 'membresia' });
  const input: PlanInput = {
    valueCents: MEMBERSHIP_LEVELS[target]!.priceCents - MEMBERSHIP_LEVELS[current]!.priceCents,
    initialCents: request.initialCents,
    termMonths: request.termMonths,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership: true,
  };
  return {
    product,
    schedule,
    input,
    simulation: checkedPlan(input, product.currency),
    level: MEMBERSHIP_LEVELS[target]!,
  };
}

export async function simulateUpgrade(
  deps: AppDeps,
  session: SessionContext,
  request: UpgradeRequest,
): Promise<CheckedPlan> {
  const { input, simulation } = await upgrade(deps.db, deps, session, request, false);
  return { input, simulation };
}

/**
 * POST /membresia/mejorar, inside runOnce. Spec §4: the upgrade ends in success (the membership
 * changes, the difference is financed with an addendum) or, when the product has overdue
 * instalments, in the warning to visit customer service; that request is recorded for them.
 */
export async function upgradeMembership(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: UpgradeRequest,
): Promise<PlanChange> {
  const { product, schedule, input, simulation, level } = await upgrade(tx, deps, session, request, true);
  const today = businessDateOf(deps.clock.now());
  if (schedule.some((i) => instalmentState(i, today) === 'overdue')) {
    const id = await recordChange(tx, deps, session, product, {
      kind: 'upgrade',
      input,
      simulation,
      toLevel: level.id,
      applied: false,
    });
    return { plan: { input, simulation }, applied: false, changeId: id };
  }
  const firstNumber = Math.max(0, ...schedule.map((i) => i.number)) + 1;
  await addInstalments(tx, newInstalments(product.id, firstNumber, today, input.initialCents, simulation));
  await updateProduct(tx, product.id, {
    membershipLevel: level.id,
    description: product.description.replace(
      MEMBERSHIP_LEVELS.find((l) => l.id === product.membershipLevel)!.name,
      level.name,
    ),
    priceCents: product.priceCents + input.valueCents,
  });
  const id = await recordChange(tx, deps, session, product, { kind: 'upgrade', input, simulation, toLevel: level.id });
  return { plan: { input, simulation }, applied: true, changeId: id };
}
