import { describe, expect, it } from 'vitest';
import { houseSchedule } from '../catalogue/house-schedule.rules.ts';
import { simulatePlan } from '../plans/plan.rules.ts';
import type { AgreedPlan } from '../prereservations/plan-choice.wire.ts';
import {
  companyOfSale,
  INSTALMENT_EXPENSES_CENTS,
  PURCHASE_FORM_FEE_CENTS,
  whatAPurchaseLeaves,
} from './purchase-leaves.rules.ts';

const today = '2026-11-28';
const cash: AgreedPlan = { paymentKind: 'cash', initialCents: null, termMonths: null, discount: null, house: null };
const credit = (initialCents: bigint, termMonths: number): AgreedPlan => ({
  paymentKind: 'credit',
  initialCents,
  termMonths,
  discount: null,
  house: null,
});
const total = (rows: { capitalCents: bigint }[]) => rows.reduce((sum, r) => sum + r.capitalCents, 0n);

describe('what a purchase leaves', () => {
  it('a season pass bought in cash: one instalment due today, its park passes, spa and hospitalisation coupons and a card', () => {
    const left = whatAPurchaseLeaves(
      { kind: 'season_pass', isHouse: false, productCode: 'especial', priceCents: 60_000n, plan: cash },
      today,
    );
    expect(left.kind).toBe('season_pass');
    expect(left.card).toBe(true);
    expect(left.schedule).toEqual([
      {
        number: 1,
        dueDate: today,
        capitalCents: 60_000n,
        interestCents: 0n,
        formFeeCents: PURCHASE_FORM_FEE_CENTS,
        expensesCents: INSTALMENT_EXPENSES_CENTS,
      },
    ]);
    expect(left.tickets.map((t) => [t.kind, t.uses, t.discountPercent])).toEqual([
      ['ticket', 10, null],
      ['coupon', 1, 10],
      ['coupon', 1, 5],
    ]);
    expect(left.tickets[0]).toMatchObject({ validFrom: today, validTo: '2027-11-27' });
  });

  it('a children’s pass brings 5 park passes (spec §9: 10 or 5)', () => {
    const left = whatAPurchaseLeaves(
      { kind: 'season_pass', isHouse: false, productCode: 'infantil', priceCents: 25_000n, plan: cash },
      today,
    );
    expect(left.tickets[0]!.uses).toBe(5);
  });

  it('a lot on credit: the initial due today, then the simulated instalments a month apart, no ticket, no card', () => {
    const left = whatAPurchaseLeaves(
      { kind: 'lot', isHouse: false, productCode: null, priceCents: 1_000_000n, plan: credit(150_000n, 48) },
      today,
    );
    expect(left).toMatchObject({ kind: 'lot', card: false, tickets: [], membershipLevel: null });
    expect(left.schedule).toHaveLength(49);
    expect(left.schedule[0]).toMatchObject({ number: 1, dueDate: today, capitalCents: 150_000n, interestCents: 0n });
    expect(left.schedule[1]).toMatchObject({ number: 2, dueDate: '2026-12-28', formFeeCents: 0n });
    expect(left.schedule[48]!.dueDate).toBe('2030-11-28');
    // The capital owed is the price exactly: the initial plus what the plan finances.
    expect(total(left.schedule)).toBe(1_000_000n);
    const plan = simulatePlan({ valueCents: 1_000_000n, initialCents: 150_000n, termMonths: 48, monthlyRateBp: 80 });
    expect(left.schedule.slice(1).map((i) => i.interestCents)).toEqual(plan.instalments.map((i) => i.interestCents));
  });

  it('a house owes its dues: the first part, the balance in 7 days, the 5 direct instalments', () => {
    const house = houseSchedule(9_500_000n, 100_000n, today);
    const left = whatAPurchaseLeaves(
      {
        kind: 'lot',
        isHouse: true,
        productCode: null,
        priceCents: 9_500_000n,
        plan: { ...credit(100_000n, 5), house },
      },
      today,
    );
    expect(left.kind).toBe('house');
    expect(left.schedule.map((i) => [i.dueDate, i.capitalCents])).toEqual(
      house.dues.map((d) => [d.dueOn, d.amountCents]),
    );
    expect(left.schedule).toHaveLength(7);
  });

  it('a park membership brings park passes, a spa coupon and hotel nights; a travel one its hotel nights; both a card', () => {
    const platinum = whatAPurchaseLeaves(
      { kind: 'membership', isHouse: false, productCode: 'PLATINO', priceCents: 360_000n, plan: credit(40_000n, 36) },
      today,
    );
    expect(platinum).toMatchObject({ kind: 'membership', membershipLevel: 'platinum', card: true });
    expect(platinum.tickets.map((t) => t.kind)).toEqual(['ticket', 'coupon', 'hotel']);
    expect(total(platinum.schedule)).toBe(360_000n);
    const international = whatAPurchaseLeaves(
      { kind: 'membership', isHouse: false, productCode: 'INTL', priceCents: 950_000n, plan: cash },
      today,
    );
    expect(international).toMatchObject({ membershipLevel: null, card: true });
    expect(international.tickets.map((t) => [t.kind, t.uses])).toEqual([['hotel', 2]]);
  });

  it('names the company of every kind by one rule, and none when nothing names it', () => {
    expect(companyOfSale({ kind: 'lot', productCode: null }, 3)).toBe(3);
    expect(companyOfSale({ kind: 'lot', productCode: null }, null)).toBeNull();
    expect(companyOfSale({ kind: 'membership', productCode: 'KTRB10' }, null)).toBe(30);
    expect(companyOfSale({ kind: 'membership', productCode: 'GONE' }, null)).toBeNull();
    expect(companyOfSale({ kind: 'season_pass', productCode: 'especial' }, null)).toBe(27);
    expect(companyOfSale({ kind: 'season_pass', productCode: null }, null)).toBeNull();
  });
});
