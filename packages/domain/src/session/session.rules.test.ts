import { describe, expect, it } from 'vitest';
import { daysLeft, isSessionIdle, roleOf } from './session.rules.ts';

describe('session rules', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('is idle once 1800 s passed since the last activity, not a second before', () => {
    expect(isSessionIdle(new Date(now.getTime() - 1_799_999), now)).toBe(false);
    expect(isSessionIdle(new Date(now.getTime() - 1_800_000), now)).toBe(true);
  });

  it('counts whole days left, rounding up, and zero once passed', () => {
    expect(daysLeft(new Date(now.getTime() + 10 * 86_400_000), now)).toBe(10);
    expect(daysLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(daysLeft(now, now)).toBe(0);
  });

  it('makes a cashier a cashier first, then an adviser, else a customer', () => {
    expect(roleOf({ isAdviser: true, isCashier: true })).toBe('cashier');
    expect(roleOf({ isAdviser: true, isCashier: false })).toBe('adviser');
    expect(roleOf({ isAdviser: false, isCashier: false })).toBe('customer');
  });
});
