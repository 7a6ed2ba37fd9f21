import { describe, expect, it } from 'vitest';
import {
  accreditationCardNumber,
  cardState,
  coverAfterPayment,
  landDiscountUntil,
  paidPercent,
  productOfCardNumber,
  travelBenefitRefusal,
} from './benefit.rules.ts';

describe('accreditation card state (spec §4)', () => {
  const today = '2026-11-23';
  it('is enabled through the last paid day, expired the day after', () => {
    expect(cardState({ validUntil: today, hasOverdue: false }, today)).toBe('enabled');
    expect(cardState({ validUntil: '2026-11-22', hasOverdue: false }, today)).toBe('expired');
  });
  it('is not enabled before any fee, or while the membership is overdue', () => {
    expect(cardState({ validUntil: null, hasOverdue: false }, today)).toBe('not_enabled');
    expect(cardState({ validUntil: '2027-01-01', hasOverdue: true }, today)).toBe('not_enabled');
  });
});

describe('the cover a fee buys', () => {
  it('starts today when there is none or it has ended, the day after it ends otherwise', () => {
    expect(coverAfterPayment(null, '2026-11-23', 12)).toBe('2027-11-22');
    expect(coverAfterPayment('2026-11-01', '2026-11-23', 12)).toBe('2027-11-22');
    expect(coverAfterPayment('2026-11-23', '2026-11-23', 12)).toBe('2027-11-23');
    expect(coverAfterPayment('2027-03-31', '2026-11-23', 12)).toBe('2028-03-31');
  });
  it('covers a whole year when paid at a month end (no day lost to a 28th)', () => {
    expect(coverAfterPayment(null, '2026-01-31', 12)).toBe('2027-01-30');
    expect(coverAfterPayment(null, '2028-02-29', 12)).toBe('2029-02-27');
  });
});

describe('travel and land discount (spec §9)', () => {
  it('lasts three years from the purchase, to the day before', () => {
    expect(landDiscountUntil('2026-05-27')).toBe('2029-05-26');
    expect(landDiscountUntil('2026-01-31')).toBe('2029-01-30');
  });
});

describe('travel benefit (spec §6)', () => {
  it('rounds the paid share down', () => {
    expect(paidPercent(10_000n, 1_999n)).toBe(19);
    expect(paidPercent(10_000n, 2_000n)).toBe(20);
    expect(paidPercent(0n, 0n)).toBe(0);
  });
  it('needs the paid percentage and no overdue instalment, overdue said first', () => {
    expect(travelBenefitRefusal({ paidPercent: 20, hasOverdue: false, minPaidPercent: 20 })).toBeNull();
    expect(travelBenefitRefusal({ paidPercent: 19, hasOverdue: false, minPaidPercent: 20 })).toBe(
      'benefits.belowPaidPercent',
    );
    expect(travelBenefitRefusal({ paidPercent: 90, hasOverdue: true, minPaidPercent: 20 })).toBe('benefits.overdue');
    expect(travelBenefitRefusal({ paidPercent: 5, hasOverdue: true, minPaidPercent: 20 })).toBe('benefits.overdue');
  });
});

describe("the product a card's number names (the gate's memory is scoped by it, docs/decisions/0067)", () => {
  it('reads back the product of every card number, and nothing of what is no card number', () => {
    for (const [company, product] of [
      [12, 2],
      [27, 4],
      [3, 12_345_678],
    ] as const) {
      expect(productOfCardNumber(accreditationCardNumber(company, product))).toBe(product);
    }
    for (const text of ['AC-12-2', 'AC-x-0000002', 'AC-12-0000002 ', 'eyJhbGciOiJIUzI1NiJ9', '']) {
      expect(productOfCardNumber(text)).toBeNull();
    }
  });
});
