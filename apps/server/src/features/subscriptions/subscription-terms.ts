import type { PaymentFacts } from '@vo/domain/products/product-account.wire';
import {
  pastDueUntil,
  type SubscriptionState,
  type SubscriptionTerms,
  subscriptionStanding,
} from '@vo/domain/subscriptions/subscription.rules';
import { SUBSCRIPTION_PLAN_WIRE } from '@vo/domain/subscriptions/subscription.schemas';
import {
  SUBSCRIPTION_CURRENCY,
  SUBSCRIPTION_PLANS,
  type SubscriptionBrand,
  type SubscriptionPlan,
} from '@vo/domain/subscriptions/subscription-config';
import type { PlanOffer, Subscription } from '@vo/domain/subscriptions/subscriptions.wire';
import type { SubscriptionRow } from './subscriptions.repo.ts';

/** The stored row as the domain's rules read it. */
export function termsOf(row: SubscriptionRow): SubscriptionTerms {
  return {
    plan: row.plan as SubscriptionPlan,
    state: row.state as SubscriptionState,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    anchorDate: row.anchorDate,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

const BRAND_TITLE: Record<SubscriptionBrand, string> = { travel: 'Travel Internacional' };

/** The product's description, as My products and the receipts show it (product data is written in Spanish). */
export function subscriptionDescription(brand: SubscriptionBrand, plan: SubscriptionPlan): string {
  return `Suscripción ${BRAND_TITLE[brand]} — ${SUBSCRIPTION_PLAN_WIRE[plan]}`;
}

export function planOffers(): PlanOffer[] {
  return (Object.keys(SUBSCRIPTION_PLANS) as SubscriptionPlan[]).map((plan) => ({
    plan,
    months: SUBSCRIPTION_PLANS[plan].months,
    priceCents: SUBSCRIPTION_PLANS[plan].priceCents,
    currency: SUBSCRIPTION_CURRENCY,
  }));
}

/** A stored subscription with its standing today, and the last day a past-due one may still be paid. */
export function subscriptionOf(row: SubscriptionRow, payments: PaymentFacts[], today: string): Subscription {
  const terms = termsOf(row);
  const standing = subscriptionStanding(terms, today);
  return {
    id: row.id,
    productId: row.productId,
    brand: row.brand,
    plan: terms.plan,
    priceCents: SUBSCRIPTION_PLANS[terms.plan].priceCents,
    currency: SUBSCRIPTION_CURRENCY,
    standing,
    periodEnd: row.currentPeriodEnd,
    payUntil: standing === 'past_due' ? pastDueUntil(terms) : null,
    card: { brand: row.cardBrand, last4: row.cardLast4 },
    payments,
  };
}
