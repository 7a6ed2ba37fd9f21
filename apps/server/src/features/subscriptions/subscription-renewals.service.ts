import { FALLBACK_LANGUAGE } from '@vo/domain/config';
import { isLanguage, translate } from '@vo/domain/i18n/catalogue';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { type CardBrand, cardExpired } from '@vo/domain/payments/card.rules';
import {
  afterDeclinedRenewal,
  afterEnd,
  afterRenewal,
  pastDueUntil,
  renewalStep,
  type SubscriptionTerms,
} from '@vo/domain/subscriptions/subscription.rules';
import {
  SUBSCRIPTION_CURRENCY,
  SUBSCRIPTION_PAST_DUE_DAYS,
  SUBSCRIPTION_PLANS,
} from '@vo/domain/subscriptions/subscription-config';
import type { RenewalRun } from '@vo/domain/subscriptions/subscriptions.wire';
import { addDaysToDate, businessDateOf, formatCalendarDay } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { findLanguagePreference } from '../../platform/records/preferences.repo.ts';
import { insertNotification } from '../notifications/index.ts';
import {
  type CardAttempt,
  chargeCardToken,
  isCardKept,
  recordFeePayment,
  voidIfNotRecorded,
} from '../payments/index.ts';
import { findOwnProduct } from '../products/index.ts';
import { termsOf } from './subscription-terms.ts';
import {
  claimRenewal,
  lockSubscription,
  type SubscriptionRow,
  settleRenewal,
  subscriptionsToRenew,
  updateSubscription,
} from './subscriptions.repo.ts';

type Outcome = 'renewed' | 'declined' | 'ended' | 'none';
interface Notice {
  userId: number;
  title: string;
  body: string;
  notificationId: number;
}

/**
 * POST /ops/suscripciones/renovar (`npm run ops -- subscriptions-renew`): every subscription due today is
 * charged its next period, or ended when cancelled or left unpaid too long. Each is its own transaction,
 * so one card's trouble holds up no other; a subscription the acquirer did not answer for is left as it
 * was, and the next run tries it again.
 */
export async function renewDueSubscriptions(
  deps: AppDeps,
  onFailure: (subscriptionId: number, error: unknown) => void,
): Promise<RenewalRun> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const due = await subscriptionsToRenew(deps.db, today, addDaysToDate(today, -SUBSCRIPTION_PAST_DUE_DAYS));
  const tally: RenewalRun = { renewed: 0, declined: 0, ended: 0, failed: 0 };
  for (const id of due) {
    let done: { outcome: Outcome; notice: Notice | null };
    try {
      done = await voidIfNotRecorded(deps, {}, (attempt) =>
        runTransaction(deps.db, (tx) => renewOne(tx, deps, id, now, attempt)),
      );
    } catch (error) {
      onFailure(id, error);
      tally.failed++;
      continue;
    }
    if (done.outcome === 'renewed') tally.renewed++;
    if (done.outcome === 'declined') tally.declined++;
    if (done.outcome === 'ended') tally.ended++;
    // Pushed to the customer's open pages once the transaction that stored it has committed.
    if (done.notice) deps.events.emit('notice', { kind: 'notification', ...noticeEvent(done.notice) });
  }
  return tally;
}

function noticeEvent(notice: Notice) {
  return { userId: notice.userId, titulo: notice.title, message: notice.body, idnotificacion: notice.notificationId };
}

/** One subscription, judged again under its lock: another run may have renewed it a moment ago. */
async function renewOne(
  tx: Tx,
  deps: AppDeps,
  subscriptionId: number,
  now: Date,
  attempt: CardAttempt,
): Promise<{ outcome: Outcome; notice: Notice | null }> {
  const found = await lockSubscription(tx, subscriptionId);
  if (!found) return { outcome: 'none', notice: null };
  const row = found.subscription;
  const terms = termsOf(row);
  const step = renewalStep(terms, businessDateOf(now));
  if (step === 'none') return { outcome: 'none', notice: null };
  if (step === 'end') {
    await updateSubscription(tx, row.id, { state: afterEnd(terms).state, updatedAt: now });
    return { outcome: 'ended', notice: null };
  }

  const renewed = afterRenewal(terms);
  const { priceCents } = SUBSCRIPTION_PLANS[terms.plan];
  // The period is claimed before the card is charged: a second claim of it finds the row and charges nothing.
  const renewalId = await claimRenewal(tx, {
    subscriptionId: row.id,
    periodEnd: renewed.currentPeriodEnd,
    amountCents: priceCents,
    attemptedAt: now,
  });
  if (renewalId === null) return { outcome: 'none', notice: null };

  // A card the customer removed from their saved cards is not charged again (docs/decisions/0022).
  const removed = !(await isCardKept(tx, row.userId, row.cardToken));
  const charged = removed ? null : await chargeStoredCard(tx, deps, row, priceCents, now, attempt);
  if (!charged) {
    await settleRenewal(tx, renewalId, { outcome: 'declined' });
    await updateSubscription(tx, row.id, { state: afterDeclinedRenewal(terms).state, updatedAt: now });
    return { outcome: 'declined', notice: await noticeOfDecline(tx, row, terms, now, removed) };
  }
  const product = (await findOwnProduct(tx, row.userId, row.productId))!;
  const paid = await recordFeePayment(tx, deps, {
    product,
    fee: 'subscription',
    amountCents: priceCents,
    now,
    ownerDocumentNumber: found.ownerDocumentNumber,
    payerUserId: row.userId,
    charged,
  });
  await settleRenewal(tx, renewalId, { outcome: 'paid', paymentId: paid.paymentId });
  await updateSubscription(tx, row.id, {
    state: renewed.state,
    currentPeriodEnd: renewed.currentPeriodEnd,
    updatedAt: now,
  });
  return { outcome: 'renewed', notice: null };
}

/**
 * The kept card, charged: null when it is declined, or already past its expiry (the acquirer is not asked).
 * Any other failure (no answer in time) propagates, and the whole renewal is undone.
 */
async function chargeStoredCard(
  tx: Tx,
  deps: AppDeps,
  row: SubscriptionRow,
  amountCents: bigint,
  now: Date,
  attempt: CardAttempt,
) {
  if (cardExpired(row.cardExpiryMonth, row.cardExpiryYear, now)) return null;
  try {
    return await chargeCardToken(tx, deps, {
      payerUserId: row.userId,
      amountCents,
      currency: SUBSCRIPTION_CURRENCY,
      now,
      card: { token: row.cardToken, brand: row.cardBrand as CardBrand, last4: row.cardLast4 },
      attempt,
    });
  } catch (error) {
    if (error instanceof AppError && error.key === 'payments.declined') return null;
    throw error;
  }
}

/** The customer learns of the decline (or of the removed card) in their own language (their stored choice, else English). */
async function noticeOfDecline(
  tx: Tx,
  row: SubscriptionRow,
  terms: SubscriptionTerms,
  now: Date,
  cardRemoved: boolean,
): Promise<Notice> {
  const stored = await findLanguagePreference(tx, row.userId);
  const language = isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  const notice = {
    type: NotificationType.notification,
    title: translate(language, 'subscriptions.renewalDeclinedTitle'),
    body: translate(
      language,
      cardRemoved ? 'subscriptions.renewalCardRemovedText' : 'subscriptions.renewalDeclinedText',
      {
        card: `${row.cardBrand.toUpperCase()} **** ${row.cardLast4}`,
        amount: `${dec(SUBSCRIPTION_PLANS[terms.plan].priceCents)} ${SUBSCRIPTION_CURRENCY}`,
        until: formatCalendarDay(pastDueUntil(terms)),
      },
    ),
  };
  const notificationId = await insertNotification(tx, row.userId, notice, now);
  return { userId: row.userId, title: notice.title, body: notice.body, notificationId };
}
