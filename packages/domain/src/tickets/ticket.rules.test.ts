import { describe, expect, it } from 'vitest';
import { ticketState } from './ticket.rules.ts';

describe('ticket and coupon states (spec §4)', () => {
  const ticket = { usesLeft: 2, validFrom: '2026-11-01', validTo: '2026-11-30' };

  it('is pending before its first day and valid on it', () => {
    expect(ticketState(ticket, '2026-10-31')).toBe('pending');
    expect(ticketState(ticket, '2026-11-01')).toBe('valid');
  });

  it('is valid on its last day and expired the day after', () => {
    expect(ticketState(ticket, '2026-11-30')).toBe('valid');
    expect(ticketState(ticket, '2026-12-01')).toBe('expired');
  });

  it('is exhausted at zero uses left, whatever the day', () => {
    expect(ticketState({ ...ticket, usesLeft: 1 }, '2026-11-15')).toBe('valid');
    expect(ticketState({ ...ticket, usesLeft: 0 }, '2026-11-15')).toBe('exhausted');
    expect(ticketState({ ...ticket, usesLeft: 0 }, '2026-12-15')).toBe('exhausted');
    expect(ticketState({ ...ticket, usesLeft: 0 }, '2026-10-15')).toBe('exhausted');
  });
});
