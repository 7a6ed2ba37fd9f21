import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { cardOf } from '../payments/card.rules.ts';
import { type PaymentFacts, paymentRowAnswer, paymentRowWire } from '../products/product-account.wire.ts';
import type { SubscriptionStanding } from './subscription.rules.ts';
import {
  planFromWire,
  type RenewalRunWire,
  SUBSCRIPTION_PLAN_WIRE,
  SUBSCRIPTION_STANDING_WIRE,
  type SubscribedWire,
  type SubscriptionHomeWire,
  type SubscriptionWire,
  subscribeSchema,
  subscriptionIdSchema,
  subscriptionQuerySchema,
} from './subscription.schemas.ts';
import { SUBSCRIPTION_BRANDS, type SubscriptionBrand, type SubscriptionPlan } from './subscription-config.ts';

/*
 * The subscription's wire (spec §2 /suscripcion-{brand}; calls ours, docs/decisions/0016, 0020): plans and
 * standings are English inside, the card is read as the payments read it, amounts are cents.
 */

export const subscriptionHomeRequest = subscriptionQuerySchema.transform((query) => ({ brand: query.marca }));

export const subscribeRequest = subscribeSchema.transform((body) => ({
  brand: body.marca,
  plan: planFromWire[body.plan],
  card: cardOf(body),
}));
export type SubscribeInput = z.output<typeof subscribeRequest>;

export const subscriptionRequest = subscriptionIdSchema.transform((body) => ({ subscriptionId: body.idSuscripcion }));

/** Inside: a plan on offer. */
export interface PlanOffer {
  plan: SubscriptionPlan;
  months: number;
  priceCents: bigint;
  currency: string;
}

/** Inside: a subscription, its standing today and until when a past-due one may be paid (the service's rules). */
export interface Subscription {
  id: number;
  productId: number;
  brand: string;
  plan: SubscriptionPlan;
  priceCents: bigint;
  currency: string;
  standing: SubscriptionStanding;
  periodEnd: string;
  payUntil: string | null;
  card: { brand: string; last4: string };
  /** newest first */
  payments: PaymentFacts[];
}

export interface SubscriptionHome {
  brand: SubscriptionBrand;
  plans: PlanOffer[];
  subscription: Subscription | null;
}

/** Inside: what subscribing did: the first period paid. */
export interface Subscribed {
  subscriptionId: number;
  productId: number;
  paymentId: number;
  receiptNumber: string;
  amountCents: bigint;
  periodEnd: string;
}

/** Inside: what one renewal run did. */
export interface RenewalRun {
  renewed: number;
  declined: number;
  ended: number;
  /** not charged this time (the acquirer did not answer, …): the next run tries again */
  failed: number;
}

const planAnswer = z.enum(['mensual', 'anual']);

export const subscriptionAnswer = z.object({
  idSuscripcion: z.number().int(),
  idProducto: z.number().int(),
  marca: z.string(),
  plan: planAnswer,
  monto: z.string(),
  moneda: z.string(),
  estado: z.enum(['activa', 'cancelada', 'en_mora', 'finalizada']),
  finPeriodo: z.string(),
  pagarHasta: z.string().nullable(),
  tarjeta: z.object({ marca: z.string(), ultimos4: z.string() }),
  pagos: z.array(paymentRowAnswer),
}) satisfies z.ZodType<SubscriptionWire>;

export const subscriptionWire = (subscription: Subscription): SubscriptionWire => ({
  idSuscripcion: subscription.id,
  idProducto: subscription.productId,
  marca: subscription.brand,
  plan: SUBSCRIPTION_PLAN_WIRE[subscription.plan],
  monto: dec(subscription.priceCents),
  moneda: subscription.currency,
  estado: SUBSCRIPTION_STANDING_WIRE[subscription.standing],
  finPeriodo: subscription.periodEnd,
  pagarHasta: subscription.payUntil,
  tarjeta: { marca: subscription.card.brand, ultimos4: subscription.card.last4 },
  pagos: subscription.payments.map(paymentRowWire),
});

export const subscriptionHomeAnswer = z.object({
  marca: z.enum(SUBSCRIPTION_BRANDS),
  planes: z.array(z.object({ plan: planAnswer, meses: z.number().int(), monto: z.string(), moneda: z.string() })),
  suscripcion: subscriptionAnswer.nullable(),
}) satisfies z.ZodType<SubscriptionHomeWire>;

export const subscriptionHomeWire = (home: SubscriptionHome): SubscriptionHomeWire => ({
  marca: home.brand,
  planes: home.plans.map((offer) => ({
    plan: SUBSCRIPTION_PLAN_WIRE[offer.plan],
    meses: offer.months,
    monto: dec(offer.priceCents),
    moneda: offer.currency,
  })),
  suscripcion: home.subscription ? subscriptionWire(home.subscription) : null,
});

export const subscribedAnswer = z.object({
  idSuscripcion: z.number().int(),
  idProducto: z.number().int(),
  idPago: z.number().int(),
  nroRecibo: z.string(),
  monto: z.string(),
  finPeriodo: z.string(),
}) satisfies z.ZodType<SubscribedWire>;

export const subscribedWire = (done: Subscribed): SubscribedWire => ({
  idSuscripcion: done.subscriptionId,
  idProducto: done.productId,
  idPago: done.paymentId,
  nroRecibo: done.receiptNumber,
  monto: dec(done.amountCents),
  finPeriodo: done.periodEnd,
});

export const renewalRunAnswer = z.object({
  renovadas: z.number().int(),
  rechazadas: z.number().int(),
  finalizadas: z.number().int(),
  fallidas: z.number().int(),
}) satisfies z.ZodType<RenewalRunWire>;

export const renewalRunWire = (run: RenewalRun): RenewalRunWire => ({
  renovadas: run.renewed,
  rechazadas: run.declined,
  finalizadas: run.ended,
  fallidas: run.failed,
});
