import {
  afterCancel,
  afterResume,
  cancelRefusal,
  resumeRefusal,
  type SubscriptionTerms,
  subscribed,
  subscribeRefusal,
} from '@vo/domain/subscriptions/subscription.rules';
import {
  SUBSCRIPTION_COMPANY_ID,
  SUBSCRIPTION_CURRENCY,
  SUBSCRIPTION_PLANS,
  type SubscriptionBrand,
} from '@vo/domain/subscriptions/subscription-config';
import type {
  Subscribed,
  SubscribeInput,
  Subscription,
  SubscriptionHome,
} from '@vo/domain/subscriptions/subscriptions.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type CardAttempt, recordFeePayment, takeCardCharge } from '../payments/index.ts';
import { paymentsOf, requireOwnProduct } from '../products/index.ts';
import { planOffers, subscriptionDescription, subscriptionOf, termsOf } from './subscription-terms.ts';
import {
  insertSubscription,
  insertSubscriptionProduct,
  lockSubscriber,
  ownSubscription,
  type SubscriptionRow,
  setSubscriptionProductPlan,
  subscriptionOfBrand,
  updateSubscription,
} from './subscriptions.repo.ts';

async function withPayments(db: Executor, row: SubscriptionRow, today: string): Promise<Subscription> {
  return subscriptionOf(row, await paymentsOf(db, row.userId, row.productId), today);
}

/** GET /suscripciones?marca: the plans, and the caller's subscription of that brand with its payments. */
export async function subscriptionHome(
  deps: AppDeps,
  session: SessionContext,
  brand: SubscriptionBrand,
): Promise<SubscriptionHome> {
  const today = businessDateOf(deps.clock.now());
  const row = await subscriptionOfBrand(deps.db, session.userId, brand);
  return { brand, plans: planOffers(), subscription: row ? await withPayments(deps.db, row, today) : null };
}

/**
 * POST /suscripciones, inside runOnce: the first period charged to the card now, its token kept for the
 * next ones. The product, the charge, the payment with its ledger and receipt and the subscription are
 * one transaction. Subscribing again after the end (or when past due) takes up the same subscription.
 */
export async function subscribe(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  input: SubscribeInput,
  attempt: CardAttempt,
): Promise<Subscribed> {
  // The international membership is sold only while its flag is on (spec §9); a subscriber may still cancel.
  if (!deps.featureFlags.internationalMembership) throw new AppError('memberships.internationalOff');
  const { brand, plan } = input;
  const now = deps.clock.now();
  const today = businessDateOf(now);
  await lockSubscriber(tx, session.userId, brand);
  const existing = await subscriptionOfBrand(tx, session.userId, brand);
  const refusal = subscribeRefusal(existing ? termsOf(existing) : null, today);
  if (refusal) throw new AppError(refusal, 1, {}, { campo: 'marca' });

  const { priceCents } = SUBSCRIPTION_PLANS[plan];
  const description = subscriptionDescription(brand, plan);
  const productId =
    existing?.productId ?? (await newSubscriptionProduct(tx, session.userId, brand, now, { description, priceCents }));
  if (existing) await setSubscriptionProductPlan(tx, productId, { description, priceCents });
  const product = await requireOwnProduct(tx, session.userId, productId);

  const charged = await takeCardCharge(tx, deps, {
    payerUserId: session.userId,
    amountCents: priceCents,
    currency: SUBSCRIPTION_CURRENCY,
    now,
    card: input.card,
    attempt,
  });
  const paid = await recordFeePayment(tx, deps, {
    product,
    fee: 'subscription',
    amountCents: priceCents,
    now,
    ownerDocumentNumber: session.documentNumber,
    payerUserId: session.userId,
    charged,
  });
  const terms = subscribed(plan, today);
  const card = {
    cardToken: charged.token,
    cardBrand: charged.brand,
    cardLast4: charged.last4,
    cardExpiryMonth: input.card.expiryMonth,
    cardExpiryYear: input.card.expiryYear,
  };
  const row = existing
    ? await updateSubscription(tx, existing.id, { ...terms, ...card, updatedAt: now })
    : await insertSubscription(tx, {
        userId: session.userId,
        productId,
        brand,
        ...terms,
        ...card,
        createdAt: now,
        updatedAt: now,
      });
  return {
    subscriptionId: row.id,
    productId,
    paymentId: paid.paymentId,
    receiptNumber: paid.receiptNumber,
    amountCents: priceCents,
    periodEnd: row.currentPeriodEnd,
  };
}

/** The product payments are made on: the contract number is the person's and the brand's, of which there is one. */
function newSubscriptionProduct(
  tx: Tx,
  userId: number,
  brand: SubscriptionBrand,
  now: Date,
  plan: { description: string; priceCents: bigint },
) {
  return insertSubscriptionProduct(tx, {
    userId,
    companyId: SUBSCRIPTION_COMPANY_ID,
    kind: 'subscription',
    ...plan,
    contractNumber: `SUS-${brand.toUpperCase()}-${String(userId).padStart(7, '0')}`,
    currency: SUBSCRIPTION_CURRENCY,
    createdAt: now,
  });
}

/** Someone else's subscription answers exactly as one that does not exist. */
async function requireOwnSubscription(tx: Tx, userId: number, subscriptionId: number) {
  const row = await ownSubscription(tx, userId, subscriptionId);
  if (!row) throw new AppError('subscriptions.notFound', 1, {}, { campo: 'idSuscripcion' });
  return row;
}

/** Cancel or resume: the rule refuses or gives the new terms, written at once. */
async function changeTerms(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  subscriptionId: number,
  refusalOf: (terms: SubscriptionTerms, today: string) => ReturnType<typeof cancelRefusal>,
  change: (terms: SubscriptionTerms) => SubscriptionTerms,
): Promise<Subscription> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const row = await requireOwnSubscription(tx, session.userId, subscriptionId);
  const refusal = refusalOf(termsOf(row), today);
  if (refusal) throw new AppError(refusal, 1, {}, { campo: 'idSuscripcion' });
  const { state, cancelAtPeriodEnd } = change(termsOf(row));
  const updated = await updateSubscription(tx, row.id, { state, cancelAtPeriodEnd, updatedAt: now });
  return withPayments(tx, updated, today);
}

/** POST /suscripciones/cancelar: no more charges; it stays active until the paid period ends. */
export function cancelSubscription(tx: Tx, deps: AppDeps, session: SessionContext, subscriptionId: number) {
  return changeTerms(tx, deps, session, subscriptionId, cancelRefusal, afterCancel);
}

/** POST /suscripciones/reanudar: before the period ends, the next one is charged again as usual. */
export function resumeSubscription(tx: Tx, deps: AppDeps, session: SessionContext, subscriptionId: number) {
  return changeTerms(tx, deps, session, subscriptionId, resumeRefusal, afterResume);
}
