import { describe, expect, it } from 'vitest';
import { prereservationHoldLimits } from './prereservation-hold.rules.ts';

describe('a pending pre-reservation’s hold (docs/decisions/0053)', () => {
  it('ends seven days after its last step, and is warned of in the last day', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const { holdEndedBy, endsSoonBy } = prereservationHoldLimits(now);
    // A step on the 21st at noon ends its hold now; one on the 22nd at 11:00 ends it tomorrow at 11:00.
    expect(holdEndedBy.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(endsSoonBy.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});
