/**
 * A payment plan's terms and limits, beside plan.rules.ts; the catalogue's simulations and the travel race
 * read the default term from here (docs/decisions/0056).
 */

/** Payment plans (spec §9): default term and initial fee, and the limits a simulation must respect. */
export const DEFAULT_TERM_MONTHS = 48;
export const DEFAULT_INITIAL_PERCENT = 10;
/** Spec §5/§9: the initial amount is above this percentage of the product's value. */
export const MIN_INITIAL_PERCENT = 10;
export const PLAN_TERMS_MONTHS: readonly number[] = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120];
/** Spec §9: a new plan above this financed amount may not take the longest term. */
export const NEW_PLAN_LIMIT_CENTS = 2_000_000n;
export const NEW_PLAN_LIMIT_TERM_MONTHS = 120;
/** Spec §9: the initial amount of a membership (and of its upgrade) is at most this. */
export const INITIAL_MEMBERSHIP_LIMIT_CENTS = 447_800n;
/** Monthly interest of the group's direct financing, in basis points (0.8% a month). */
export const PLAN_MONTHLY_RATE_BP = 80;
