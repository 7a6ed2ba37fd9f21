import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Instalment, outstandingTotal, statementOf, zeroCharges } from '../products/instalments.rules.ts';
import { allocatePayment, instalmentsSettled } from './allocation.rules.ts';
import { ledgerBalances, ledgerEntriesFor } from './ledger.rules.ts';

const instalment = (id: number, dueDate: string, charged: Partial<Instalment['charged']>, paid = {}): Instalment => ({
  id,
  number: id,
  dueDate,
  charged: { ...zeroCharges(), ...charged },
  paid: { ...zeroCharges(), ...paid },
});

describe('allocating a payment over a schedule', () => {
  const schedule = [
    instalment(2, '2026-10-05', { capital: 10_000n, interest: 500n, fines: 1_500n, expenses: 250n }),
    instalment(1, '2026-09-05', { capital: 10_000n, interest: 600n, fines: 1_500n, expenses: 250n, formFee: 1_000n }),
    instalment(3, '2026-11-05', { capital: 10_000n, interest: 400n }),
  ];

  it('settles the oldest instalment first, and inside it fines, interest, expenses, form fee, capital', () => {
    expect(allocatePayment(schedule, 3_000n)).toEqual([
      { instalmentId: 1, instalmentNumber: 1, component: 'fines', cents: 1_500n },
      { instalmentId: 1, instalmentNumber: 1, component: 'interest', cents: 600n },
      { instalmentId: 1, instalmentNumber: 1, component: 'expenses', cents: 250n },
      { instalmentId: 1, instalmentNumber: 1, component: 'formFee', cents: 650n },
    ]);
  });

  it('moves to the next instalment only when the previous one is settled, and names the settled ones', () => {
    const first = 1_500n + 600n + 250n + 1_000n + 10_000n;
    const allocations = allocatePayment(schedule, first + 1n);
    expect(allocations.at(-1)).toEqual({ instalmentId: 2, instalmentNumber: 2, component: 'fines', cents: 1n });
    expect(instalmentsSettled(schedule, allocations)).toEqual([1]);
  });

  it('skips what is already paid', () => {
    const partly = [instalment(1, '2026-09-05', { capital: 1_000n, fines: 100n }, { fines: 100n })];
    expect(allocatePayment(partly, 500n)).toEqual([
      { instalmentId: 1, instalmentNumber: 1, component: 'capital', cents: 500n },
    ]);
  });

  it('refuses to allocate more than the debt or nothing at all (the amount rules come first)', () => {
    const debt = statementOf(schedule, '2026-11-21').totalDebt;
    expect(() => allocatePayment(schedule, debt + 1n)).toThrow(RangeError);
    expect(() => allocatePayment(schedule, 0n)).toThrow(RangeError);
    expect(allocatePayment(schedule, debt).reduce((t, a) => t + a.cents, 0n)).toBe(debt);
  });

  const arbitrarySchedule = fc
    .array(
      fc.record({
        day: fc.integer({ min: 1, max: 28 }),
        month: fc.integer({ min: 1, max: 12 }),
        capital: fc.bigInt({ min: 0n, max: 1_000_000n }),
        interest: fc.bigInt({ min: 0n, max: 50_000n }),
        fines: fc.bigInt({ min: 0n, max: 5_000n }),
        paidShare: fc.integer({ min: 0, max: 100 }),
      }),
      { minLength: 1, maxLength: 24 },
    )
    .map((rows) =>
      rows.map((r, i) =>
        instalment(
          i + 1,
          `2026-${String(r.month).padStart(2, '0')}-${String(r.day).padStart(2, '0')}`,
          { capital: r.capital, interest: r.interest, fines: r.fines },
          { capital: (r.capital * BigInt(r.paidShare)) / 100n },
        ),
      ),
    );

  it('never allocates more than an instalment owes, and always exactly the amount (property)', () => {
    fc.assert(
      fc.property(arbitrarySchedule, fc.integer({ min: 1, max: 1_000 }), (rows, permille) => {
        const debt = statementOf(rows, '2026-06-15').totalDebt;
        fc.pre(debt > 0n);
        const amount = (debt * BigInt(permille)) / 1_000n || 1n;
        const allocations = allocatePayment(rows, amount);
        expect(allocations.reduce((t, a) => t + a.cents, 0n)).toBe(amount);
        for (const row of rows) {
          const taken = allocations.filter((a) => a.instalmentId === row.id).reduce((t, a) => t + a.cents, 0n);
          expect(taken).toBeLessThanOrEqual(outstandingTotal(row));
        }
        expect(allocations.every((a) => a.cents > 0n)).toBe(true);
      }),
    );
  });

  it('writes a ledger that always balances, with anything unapplied in suspense (property)', () => {
    fc.assert(
      fc.property(
        arbitrarySchedule,
        fc.integer({ min: 1, max: 1_000 }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (rows, permille, extra) => {
          const debt = statementOf(rows, '2026-06-15').totalDebt;
          fc.pre(debt > 0n);
          const amount = (debt * BigInt(permille)) / 1_000n || 1n;
          const allocations = allocatePayment(rows, amount);
          expect(ledgerBalances(ledgerEntriesFor('card', amount, allocations))).toBe(true);
          const received = ledgerEntriesFor('qr', amount + extra, allocations);
          expect(ledgerBalances(received)).toBe(true);
          expect(received.find((e) => e.account === 'suspense:regularisation')?.credit ?? 0n).toBe(extra);
        },
      ),
    );
  });
});
