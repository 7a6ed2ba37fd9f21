import type { MessageKey } from '../i18n/catalogue.ts';
import { addCalendarMonths, addDaysToDate } from '../time.ts';
import { SUBSCRIPTION_PAST_DUE_DAYS, SUBSCRIPTION_PLANS, type SubscriptionPlan } from './subscription-config.ts';

/** What is stored: `active` covers "cancelled until the period ends" (cancelAtPeriodEnd). */
export type SubscriptionState = 'active' | 'past_due' | 'ended';
/** What the customer sees on a given day. */
export type SubscriptionStanding = 'active' | 'cancelled' | 'past_due' | 'ended';

/** A subscription as its rules need it; every date is a La Paz calendar day (YYYY-MM-DD). */
export interface SubscriptionTerms {
  plan: SubscriptionPlan;
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  /** the day periods are counted from: a period starts on this day of the month, or the month's last day */
  anchorDate: string;
  /** the last day the paid period covers */
  currentPeriodEnd: string;
}

/** Whole calendar months from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/** The last day of the first period of a subscription taken on `today`: the day before the same day a period later. */
export function firstPeriodEnd(today: string, plan: SubscriptionPlan): string {
  return addDaysToDate(addCalendarMonths(today, SUBSCRIPTION_PLANS[plan].months), -1);
}

/**
 * The last day of the period after the current one. Counted from the anchor, not from the last end, so a
 * subscription taken on the 31st starts its periods on the 31st again after a short month.
 */
export function nextPeriodEnd(terms: Pick<SubscriptionTerms, 'plan' | 'anchorDate' | 'currentPeriodEnd'>): string {
  const nextStart = addDaysToDate(terms.currentPeriodEnd, 1);
  const elapsed = monthsBetween(terms.anchorDate, nextStart);
  return addDaysToDate(addCalendarMonths(terms.anchorDate, elapsed + SUBSCRIPTION_PLANS[terms.plan].months), -1);
}

/** The last day a past-due subscription may still be paid before the renewal run ends it. */
export function pastDueUntil(terms: Pick<SubscriptionTerms, 'currentPeriodEnd'>): string {
  return addDaysToDate(terms.currentPeriodEnd, SUBSCRIPTION_PAST_DUE_DAYS);
}

/** How the subscription stands on `today`, whether or not the renewal run has been by since its period ended. */
export function subscriptionStanding(terms: SubscriptionTerms, today: string): SubscriptionStanding {
  if (terms.state === 'ended') return 'ended';
  if (terms.state === 'past_due') return today > pastDueUntil(terms) ? 'ended' : 'past_due';
  if (!terms.cancelAtPeriodEnd) return 'active';
  return today > terms.currentPeriodEnd ? 'ended' : 'cancelled';
}

/**
 * One subscription per person and brand: a new one only when there is none, it has ended, or it is past
 * due (paying it with another card starts a new period). A cancelled one is resumed instead.
 */
export function subscribeRefusal(existing: SubscriptionTerms | null, today: string): MessageKey | null {
  if (existing === null) return null;
  const standing = subscriptionStanding(existing, today);
  return standing === 'active' || standing === 'cancelled' ? 'subscriptions.alreadySubscribed' : null;
}

/** A subscription paid on `today`: its first period starts that day. */
export function subscribed(plan: SubscriptionPlan, today: string): SubscriptionTerms {
  return {
    plan,
    state: 'active',
    cancelAtPeriodEnd: false,
    anchorDate: today,
    currentPeriodEnd: firstPeriodEnd(today, plan),
  };
}

export function cancelRefusal(terms: SubscriptionTerms, today: string): MessageKey | null {
  const standing = subscriptionStanding(terms, today);
  if (standing === 'ended') return 'subscriptions.ended';
  return standing === 'cancelled' ? 'subscriptions.alreadyCancelled' : null;
}

/** Cancelled, it stays active until its paid period ends and is not charged again; past due, nothing is left: it ends. */
export function afterCancel(terms: SubscriptionTerms): SubscriptionTerms {
  return terms.state === 'past_due' ? { ...terms, state: 'ended' } : { ...terms, cancelAtPeriodEnd: true };
}

/** Only a cancelled subscription whose period has not ended may be resumed. */
export function resumeRefusal(terms: SubscriptionTerms, today: string): MessageKey | null {
  const standing = subscriptionStanding(terms, today);
  if (standing === 'ended') return 'subscriptions.ended';
  return standing === 'cancelled' ? null : 'subscriptions.notCancelled';
}

export function afterResume(terms: SubscriptionTerms): SubscriptionTerms {
  return { ...terms, cancelAtPeriodEnd: false };
}

/**
 * What the renewal run does with a subscription on `today`: charge the next period once the paid one has
 * ended (not on its last day), end one cancelled or left unpaid too long, else nothing.
 */
export function renewalStep(terms: SubscriptionTerms, today: string): 'charge' | 'end' | 'none' {
  if (terms.state === 'active' && today > terms.currentPeriodEnd) return terms.cancelAtPeriodEnd ? 'end' : 'charge';
  if (terms.state === 'past_due' && today > pastDueUntil(terms)) return 'end';
  return 'none';
}

export function afterRenewal(terms: SubscriptionTerms): SubscriptionTerms {
  return { ...terms, state: 'active', currentPeriodEnd: nextPeriodEnd(terms) };
}

/** The card refused the next period: the paid one stays as it was, and the customer is told. */
export function afterDeclinedRenewal(terms: SubscriptionTerms): SubscriptionTerms {
  return { ...terms, state: 'past_due' };
}

export function afterEnd(terms: SubscriptionTerms): SubscriptionTerms {
  return { ...terms, state: 'ended' };
}
