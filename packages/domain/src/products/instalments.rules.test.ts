import { describe, expect, it } from 'vitest';
import { type Instalment, instalmentState, statementOf, suggestedPayment, zeroCharges } from './instalments.rules.ts';

const row = (number: number, dueDate: string, capital: bigint, paidCapital = 0n): Instalment => ({
  id: number,
  number,
  dueDate,
  charged: { ...zeroCharges(), capital },
  paid: { ...zeroCharges(), capital: paidCapital },
});

describe('instalment states and the statement', () => {
  const schedule = [
    row(1, '2026-09-05', 100n, 100n),
    row(2, '2026-10-05', 100n, 40n),
    row(3, '2026-11-21', 100n),
    row(4, '2026-12-05', 100n),
  ];

  it('is overdue only after its due date (La Paz date), and paid when nothing is left', () => {
    expect(instalmentState(schedule[0]!, '2026-11-21')).toBe('paid');
    expect(instalmentState(schedule[1]!, '2026-11-21')).toBe('overdue');
    expect(instalmentState(schedule[2]!, '2026-11-21')).toBe('pending');
    expect(instalmentState(schedule[2]!, '2026-11-22')).toBe('overdue');
  });

  it('adds up the debt, the overdue part and the next instalment; suggests paying what is overdue', () => {
    const statement = statementOf(schedule, '2026-11-21');
    expect(statement).toMatchObject({ totalDebt: 260n, overdueDebt: 60n, overdueCount: 1 });
    expect(statement.next).toEqual({ number: 2, dueDate: '2026-10-05', amount: 60n });
    expect(suggestedPayment(statement)).toBe(60n);
    expect(suggestedPayment(statementOf(schedule.slice(2), '2026-11-01'))).toBe(100n);
  });
});
