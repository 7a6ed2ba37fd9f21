import { centsToDecimalString as dec } from '@vo/domain/money';
import type { PaymentRow } from '@vo/domain/products/products.types';
import {
  pastDueUntil,
  type SubscriptionState,
  type SubscriptionTerms,
  subscriptionStanding,
} from '@vo/domain/subscriptions/subscription.rules';
import {
  SUBSCRIPTION_PLAN_WIRE,
  SUBSCRIPTION_STANDING_WIRE,
  type SubscriptionPlanOffer,
  type SubscriptionWire,
} from '@vo/domain/subscriptions/subscription.schemas';
import {
  SUBSCRIPTION_CURRENCY,
  SUBSCRIPTION_PLANS,
  type SubscriptionBrand,
  type SubscriptionPlan,
} from '@vo/domain/subscriptions/subscription-config';
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

export function planOffers(): SubscriptionPlanOffer[] {
  return (Object.keys(SUBSCRIPTION_PLANS) as SubscriptionPlan[]).map((plan) => ({
    plan: SUBSCRIPTION_PLAN_WIRE[plan],
    meses: SUBSCRIPTION_PLANS[plan].months,
    monto: dec(SUBSCRIPTION_PLANS[plan].priceCents),
    moneda: SUBSCRIPTION_CURRENCY,
  }));
}

export function subscriptionWire(row: SubscriptionRow, payments: PaymentRow[], today: string): SubscriptionWire {
  const terms = termsOf(row);
  const standing = subscriptionStanding(terms, today);
  return {
    idSuscripcion: row.id,
    idProducto: row.productId,
    marca: row.brand,
    plan: SUBSCRIPTION_PLAN_WIRE[terms.plan],
    monto: dec(SUBSCRIPTION_PLANS[terms.plan].priceCents),
    moneda: SUBSCRIPTION_CURRENCY,
    estado: SUBSCRIPTION_STANDING_WIRE[standing],
    finPeriodo: row.currentPeriodEnd,
    pagarHasta: standing === 'past_due' ? pastDueUntil(terms) : null,
    tarjeta: { marca: row.cardBrand, ultimos4: row.cardLast4 },
    pagos: payments,
  };
}
