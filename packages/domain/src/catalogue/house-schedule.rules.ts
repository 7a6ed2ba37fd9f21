import { addMonthsToDate } from '../plans/plan.rules.ts';
import { addDaysToDate } from '../time.ts';
import { housePlan } from './catalogue.rules.ts';
import { HOUSE_TERMS } from './catalogue-config.ts';

/*
 * What a house pre-reservation owes and when (spec §9 houses; docs/decisions/0024): the 3% initial, paid now
 * or split with its balance due 7 days later; the 7% the group finances in 5 monthly instalments; the other
 * 90% is the bank's, so it is no due of ours.
 */

/** initial: the part of the 3% paid at the pre-reservation; balance: the rest of the 3%; direct: one of the 5. */
export type HouseDueKind = 'initial' | 'balance' | 'direct';

export interface HouseDue {
  kind: HouseDueKind;
  /** 1 for the initial and its balance; 1–5 for the direct instalments */
  number: number;
  amountCents: bigint;
  /** La Paz calendar date, YYYY-MM-DD */
  dueOn: string;
}

export interface HouseSchedule {
  initialCents: bigint;
  dues: HouseDue[];
  /** the 90% a bank finances */
  bankCents: bigint;
}

export type HouseFirstPartRefusal = 'houses.firstPartTooLow' | 'houses.firstPartTooHigh';

/** The first part of the split initial: at least 1% of the price (ours), at most the whole 3%. */
export function houseFirstPartRefusal(priceCents: bigint, firstPartCents: bigint): HouseFirstPartRefusal | null {
  if (firstPartCents * 100n < priceCents * BigInt(HOUSE_TERMS.firstPartMinPercent)) return 'houses.firstPartTooLow';
  if (firstPartCents > housePlan(priceCents).initialCents) return 'houses.firstPartTooHigh';
  return null;
}

/**
 * The dues of a house pre-reserved on `today` with `firstPartCents` paid of its 3% initial: the balance of the
 * initial (when there is one) 7 days later, then the 5 direct instalments a month apart from `today`
 * (day 28 at most, like every schedule of ours). The caller checked the first part.
 */
export function houseSchedule(priceCents: bigint, firstPartCents: bigint, today: string): HouseSchedule {
  const plan = housePlan(priceCents);
  const balanceCents = plan.initialCents - firstPartCents;
  const dues: HouseDue[] = [{ kind: 'initial', number: 1, amountCents: firstPartCents, dueOn: today }];
  if (balanceCents > 0n)
    dues.push({
      kind: 'balance',
      number: 1,
      amountCents: balanceCents,
      dueOn: addDaysToDate(today, plan.initialBalanceDueDays),
    });
  plan.directInstalmentCents.forEach((amountCents, i) => {
    dues.push({ kind: 'direct', number: i + 1, amountCents, dueOn: addMonthsToDate(today, i + 1) });
  });
  return { initialCents: plan.initialCents, dues, bankCents: plan.remainingCents };
}
