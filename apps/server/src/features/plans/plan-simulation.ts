import { moneyParam } from '@vo/domain/i18n/message-params';
import { type PlanInput, type PlanSimulation, planRefusal, simulatePlan } from '@vo/domain/plans/plan.rules';
import { INITIAL_MEMBERSHIP_LIMIT_CENTS, MIN_INITIAL_PERCENT } from '@vo/domain/plans/plan-config';
import { AppError } from '../../platform/errors.ts';

/**
 * A plan simulated after the rules of spec §5 (initial above 10% and below the value, the membership
 * cap, the terms offered): a refusal names its figure and its field. Shared by a product's plan change
 * and a lot's payment plan.
 */
export function checkedPlan(input: PlanInput, currency = 'USD'): PlanSimulation {
  const refusal = planRefusal(input);
  if (refusal) {
    throw new AppError(
      refusal.key,
      1,
      {
        min: moneyParam((input.valueCents * BigInt(MIN_INITIAL_PERCENT)) / 100n, currency),
        limit: moneyParam(INITIAL_MEMBERSHIP_LIMIT_CENTS, currency),
      },
      { campo: refusal.field },
    );
  }
  return simulatePlan(input);
}
