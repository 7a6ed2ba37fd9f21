import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '../time.ts';
import {
  afterCancel,
  afterDeclinedRenewal,
  afterRenewal,
  afterResume,
  cancelRefusal,
  firstPeriodEnd,
  nextPeriodEnd,
  pastDueUntil,
  renewalStep,
  resumeRefusal,
  type SubscriptionTerms,
  subscribed,
  subscribeRefusal,
  subscriptionStanding,
} from './subscription.rules.ts';
import { subscribeSchema } from './subscription.schemas.ts';

/** The period ends of a subscription taken on `start`, renewed `count` times. */
function periodEnds(start: string, plan: SubscriptionTerms['plan'], count: number): string[] {
  let terms = subscribed(plan, start);
  const ends = [terms.currentPeriodEnd];
  for (let i = 0; i < count; i++) {
    terms = afterRenewal(terms);
    ends.push(terms.currentPeriodEnd);
  }
  return ends;
}

describe('subscription periods (La Paz calendar days)', () => {
  it('moves a day to the same day months later, or to the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('covers a month from the day of subscribing to the day before the same day next month', () => {
    expect(firstPeriodEnd('2026-03-15', 'monthly')).toBe('2026-04-14');
    expect(firstPeriodEnd('2026-12-20', 'monthly')).toBe('2027-01-19');
    expect(firstPeriodEnd('2026-03-15', 'yearly')).toBe('2027-03-14');
  });

  it('keeps a subscription taken on the 31st starting its periods on the 31st after a short month', () => {
    expect(periodEnds('2026-01-31', 'monthly', 3)).toEqual(['2026-02-27', '2026-03-30', '2026-04-29', '2026-05-30']);
  });

  it('gives a yearly subscription taken on 29 February its periods from the 28th, and the 29th again in a leap year', () => {
    expect(periodEnds('2028-02-29', 'yearly', 4)).toEqual([
      '2029-02-27',
      '2030-02-27',
      '2031-02-27',
      '2032-02-28',
      '2033-02-27',
    ]);
  });

  it('continues the periods of a renewed subscription from its anchor, whatever the period end says', () => {
    const terms: SubscriptionTerms = {
      plan: 'monthly',
      state: 'active',
      cancelAtPeriodEnd: false,
      anchorDate: '2026-01-30',
      currentPeriodEnd: '2026-02-27',
    };
    expect(nextPeriodEnd(terms)).toBe('2026-03-29');
  });
});

describe('subscription states', () => {
  const taken = subscribed('monthly', '2026-05-10');

  it('starts active, with its first period paid', () => {
    expect(taken).toEqual({
      plan: 'monthly',
      state: 'active',
      cancelAtPeriodEnd: false,
      anchorDate: '2026-05-10',
      currentPeriodEnd: '2026-06-09',
    });
    expect(subscriptionStanding(taken, '2026-05-10')).toBe('active');
  });

  it('renews not on the last day of the period but from the day after', () => {
    expect(renewalStep(taken, '2026-06-09')).toBe('none');
    expect(renewalStep(taken, '2026-06-10')).toBe('charge');
    expect(afterRenewal(taken).currentPeriodEnd).toBe('2026-07-09');
  });

  it('stays active until the period ends once cancelled, is not charged, and ends the day after', () => {
    expect(cancelRefusal(taken, '2026-05-20')).toBeNull();
    const cancelled = afterCancel(taken);
    expect(subscriptionStanding(cancelled, '2026-06-09')).toBe('cancelled');
    expect(cancelRefusal(cancelled, '2026-05-21')).toBe('subscriptions.alreadyCancelled');
    expect(renewalStep(cancelled, '2026-06-09')).toBe('none');
    expect(renewalStep(cancelled, '2026-06-10')).toBe('end');
    expect(subscriptionStanding(cancelled, '2026-06-10')).toBe('ended');
  });

  it('resumes a cancelled subscription up to its last day, and not after', () => {
    const cancelled = afterCancel(taken);
    expect(resumeRefusal(cancelled, '2026-06-09')).toBeNull();
    const resumed = afterResume(cancelled);
    expect(subscriptionStanding(resumed, '2026-06-09')).toBe('active');
    expect(renewalStep(resumed, '2026-06-10')).toBe('charge');
    expect(resumeRefusal(cancelled, '2026-06-10')).toBe('subscriptions.ended');
    expect(resumeRefusal(taken, '2026-05-20')).toBe('subscriptions.notCancelled');
  });

  it('falls past due when the renewal is declined, may be paid again, and ends once the grace days pass', () => {
    const declined = afterDeclinedRenewal(taken);
    expect(declined.currentPeriodEnd).toBe('2026-06-09');
    expect(pastDueUntil(declined)).toBe('2026-06-24');
    expect(subscriptionStanding(declined, '2026-06-24')).toBe('past_due');
    expect(renewalStep(declined, '2026-06-24')).toBe('none');
    expect(subscribeRefusal(declined, '2026-06-20')).toBeNull();
    expect(renewalStep(declined, '2026-06-25')).toBe('end');
    expect(subscriptionStanding(declined, '2026-06-25')).toBe('ended');
    // Cancelling a past-due subscription leaves nothing paid to wait for.
    expect(afterCancel(declined).state).toBe('ended');
  });

  it('allows one subscription per brand: a second only once the first has ended', () => {
    expect(subscribeRefusal(null, '2026-05-10')).toBeNull();
    expect(subscribeRefusal(taken, '2026-05-11')).toBe('subscriptions.alreadySubscribed');
    expect(subscribeRefusal(afterCancel(taken), '2026-06-09')).toBe('subscriptions.alreadySubscribed');
    expect(subscribeRefusal(afterCancel(taken), '2026-06-10')).toBeNull();
  });
});

describe('the subscribe request', () => {
  const card = { numeroTarjeta: '4111 1111 1111 1111', mesExpiracion: '12', anioExpiracion: '2099', cvc: '123' };

  it('takes the travel brand and a plan, with the card fields of spec §5', () => {
    expect(subscribeSchema.parse({ ...card, marca: 'travel', plan: 'mensual' })).toMatchObject({
      marca: 'travel',
      plan: 'mensual',
      numeroTarjeta: '4111111111111111',
    });
  });

  it('refuses another brand, an unknown plan and a bad card number, each at its field', () => {
    const result = subscribeSchema.safeParse({
      ...card,
      numeroTarjeta: '4111 1111 1111 1112',
      marca: 'parque',
      plan: 'x',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['marca', 'subscriptions.brandNotOffered'],
        ['plan', 'subscriptions.planInvalid'],
        ['numeroTarjeta', 'payments.cardNumberInvalid'],
      ]),
    );
  });
});
