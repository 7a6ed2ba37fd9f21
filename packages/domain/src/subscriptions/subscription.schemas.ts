import { z } from 'zod';
import { cardFieldsSchema } from '../payments/card.rules.ts';
import type { PaymentRow } from '../products/products.types.ts';
import { insideFromWire } from '../wire.ts';
import type { SubscriptionStanding } from './subscription.rules.ts';
import { SUBSCRIPTION_BRANDS, type SubscriptionBrand, type SubscriptionPlan } from './subscription-config.ts';

/** Inside, English; on the wire, Spanish (ARCHITECTURE §3): translated once, here. */
export const SUBSCRIPTION_PLAN_WIRE = { monthly: 'mensual', yearly: 'anual' } as const satisfies Record<
  SubscriptionPlan,
  string
>;
export type SubscriptionPlanWire = (typeof SUBSCRIPTION_PLAN_WIRE)[SubscriptionPlan];
export const planFromWire = insideFromWire<SubscriptionPlan, SubscriptionPlanWire>(SUBSCRIPTION_PLAN_WIRE);

export const SUBSCRIPTION_STANDING_WIRE = {
  active: 'activa',
  cancelled: 'cancelada',
  past_due: 'en_mora',
  ended: 'finalizada',
} as const satisfies Record<SubscriptionStanding, string>;
export type SubscriptionStandingWire = (typeof SUBSCRIPTION_STANDING_WIRE)[SubscriptionStanding];

export function isSubscriptionBrand(value: string): value is SubscriptionBrand {
  return (SUBSCRIPTION_BRANDS as readonly string[]).includes(value);
}

/** Spec §2: only the international membership's brands have a subscription; any other is refused at the field. */
const brand = z
  .string({ error: 'subscriptions.brandNotOffered' })
  .refine(isSubscriptionBrand, { error: 'subscriptions.brandNotOffered' });

/** GET /suscripciones?marca: the plans and the caller's subscription of that brand. */
export const subscriptionQuerySchema = z.object({ marca: brand });

/** POST /suscripciones: subscribe to a plan, its first period charged to this card now. */
export const subscribeSchema = cardFieldsSchema.extend({
  marca: brand,
  plan: z.enum(['mensual', 'anual'], { error: 'subscriptions.planInvalid' }),
});

/** POST /suscripciones/cancelar and /suscripciones/reanudar. */
export const subscriptionIdSchema = z.object({
  idSuscripcion: z.coerce
    .number({ error: 'subscriptions.notFound' })
    .int({ error: 'subscriptions.notFound' })
    .positive({ error: 'subscriptions.notFound' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'subscriptions.notFound' }),
});

export interface SubscriptionPlanOffer {
  plan: SubscriptionPlanWire;
  meses: number;
  monto: string;
  moneda: string;
}

export interface SubscriptionWire {
  idSuscripcion: number;
  idProducto: number;
  marca: string;
  plan: SubscriptionPlanWire;
  monto: string;
  moneda: string;
  estado: SubscriptionStandingWire;
  /** the last day the paid period covers (YYYY-MM-DD, La Paz) */
  finPeriodo: string;
  /** past due: the last day it may be paid with another card before it ends */
  pagarHasta: string | null;
  /** the card charged each period: its brand and last four digits, never the number */
  tarjeta: { marca: string; ultimos4: string };
  /** newest first */
  pagos: PaymentRow[];
}

export interface SubscriptionHomeWire {
  marca: SubscriptionBrand;
  planes: SubscriptionPlanOffer[];
  suscripcion: SubscriptionWire | null;
}

/** What subscribing answers. */
export interface SubscribedWire {
  idSuscripcion: number;
  idProducto: number;
  idPago: number;
  nroRecibo: string;
  monto: string;
  finPeriodo: string;
}

/** What the operator's renewal run did. */
export interface RenewalRunWire {
  renovadas: number;
  rechazadas: number;
  finalizadas: number;
  /** not charged this time (the acquirer did not answer, …): the next run tries again */
  fallidas: number;
}
