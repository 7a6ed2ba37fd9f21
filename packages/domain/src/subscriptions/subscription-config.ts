/**
 * The international membership subscription (spec §2 /suscripcion-{brand}; the spec names the route only,
 * so the plans and prices are ours, docs/decisions/0016). Kept apart from config.ts so that the login
 * shell does not carry them.
 */

/** The group company whose brand sells the subscription: the travel company (COMPANY_BRANDS[30]). */
export const SUBSCRIPTION_COMPANY_ID = 30;
/** Spec §2: the brands with a /suscripcion-{brand} page (only the international membership's). */
export const SUBSCRIPTION_BRANDS = ['travel'] as const;
export type SubscriptionBrand = (typeof SUBSCRIPTION_BRANDS)[number];

/** The plans, each charged in full by card at the start of every period. */
export const SUBSCRIPTION_PLANS = {
  monthly: { months: 1, priceCents: 2_990n },
  yearly: { months: 12, priceCents: 29_900n },
} as const;
export type SubscriptionPlan = keyof typeof SUBSCRIPTION_PLANS;
export const SUBSCRIPTION_CURRENCY = 'USD';

/**
 * A declined renewal leaves the subscription past due this many days after its period ended; the customer
 * may pay it with another card meanwhile, and the renewal run ends it afterwards.
 */
export const SUBSCRIPTION_PAST_DUE_DAYS = 15;
