import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerBalances } from './ledger.rules.ts';
import {
  REFUNDS_OWED_ACCOUNT,
  type RefundPart,
  refundEntriesFor,
  refundRefusal,
  refundReopens,
  refundTakes,
  refundTransferEntries,
} from './refund.rules.ts';

const part = (instalmentNumber: number, component: 'fines' | 'capital', cents: bigint): RefundPart => ({
  kind: 'instalment',
  instalmentId: instalmentNumber * 10,
  instalmentNumber,
  component,
  cents,
});

describe('how much of a payment may still be refunded', () => {
  const payment = { state: 'confirmed', amountCents: 5_000n, refundedCents: 2_000n };

  it('lets a staff member refund up to what is left, in as many refunds as they like', () => {
    expect(refundRefusal(payment, 3_000n)).toBeNull();
    expect(refundRefusal(payment, 1n)).toBeNull();
    expect(refundRefusal(payment, 3_001n)).toBe('adminMoney.refundAboveLeft');
  });

  it('says a payment refunded in full was already refunded, and refuses money that never arrived', () => {
    expect(refundRefusal({ ...payment, refundedCents: 5_000n }, 1n)).toBe('adminMoney.alreadyRefunded');
    expect(refundRefusal({ ...payment, state: 'refunded' }, 1n)).toBe('adminMoney.alreadyRefunded');
    expect(refundRefusal({ ...payment, state: 'pending', refundedCents: 0n }, 1n)).toBe('adminMoney.notRefundable');
    expect(refundRefusal({ ...payment, state: 'regularising' }, 3_000n)).toBeNull();
  });
});

describe('what a refund takes back', () => {
  // A payment that paid instalment 1's fines and capital, then part of instalment 2, and left 300 unapplied.
  const parts: RefundPart[] = [
    part(1, 'fines', 500n),
    part(1, 'capital', 1_000n),
    part(2, 'fines', 200n),
    { kind: 'suspense', cents: 300n },
  ];

  it('gives back what was never applied first, then the newest instalment, leaving the oldest settled', () => {
    expect(refundTakes(parts, 600n)).toEqual([
      { kind: 'suspense', cents: 300n },
      part(2, 'fines', 200n),
      part(1, 'capital', 100n),
    ]);
  });

  it('takes everything when the whole payment is refunded, and never more than it holds', () => {
    expect(refundTakes(parts, 2_000n).reduce((sum, p) => sum + p.cents, 0n)).toBe(2_000n);
    expect(() => refundTakes(parts, 2_001n)).toThrow(RangeError);
    expect(() => refundTakes(parts, 0n)).toThrow(RangeError);
  });

  it('returns a card, prepaid or wallet payment through its clearing account, and a QR one as owed until the bank confirms', () => {
    const takes = refundTakes(parts, 700n);
    expect(refundEntriesFor('card', takes)).toEqual([
      { account: 'suspense:regularisation', debit: 300n, credit: 0n },
      { account: 'receivable:fines', debit: 200n, credit: 0n },
      { account: 'receivable:capital', debit: 200n, credit: 0n },
      { account: 'clearing:card', debit: 0n, credit: 700n },
    ]);
    expect(refundEntriesFor('qr', takes).at(-1)).toEqual({ account: REFUNDS_OWED_ACCOUNT, debit: 0n, credit: 700n });
    expect(refundTransferEntries(700n)).toEqual([
      { account: REFUNDS_OWED_ACCOUNT, debit: 700n, credit: 0n },
      { account: 'clearing:qr', debit: 0n, credit: 700n },
    ]);
  });

  it('always balances, and partial refunds in any split give back exactly the payment, part by part', () => {
    const partsArb = fc
      .array(fc.bigInt({ min: 1n, max: 100_000n }), { minLength: 1, maxLength: 8 })
      .map((amounts) => amounts.map((cents, i): RefundPart => part(i + 1, i % 2 ? 'capital' : 'fines', cents)));
    fc.assert(
      fc.property(
        partsArb,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (start, shares) => {
          let left = start.map((p) => ({ ...p }));
          const total = left.reduce((sum, p) => sum + p.cents, 0n);
          const weights = shares.reduce((a, b) => a + b, 0);
          let given = 0n;
          shares.forEach((share, i) => {
            const cents = i === shares.length - 1 ? total - given : (total * BigInt(share)) / BigInt(weights);
            if (cents <= 0n) return;
            const takes = refundTakes(left, cents);
            expect(ledgerBalances(refundEntriesFor('wallet', takes))).toBe(true);
            given += cents;
            // What is left of each part is what the refunds have not taken.
            left = left.map((p) => {
              const taken = takes
                .filter((t) => t.kind === 'instalment' && p.kind === 'instalment' && t.instalmentId === p.instalmentId)
                .reduce((sum, t) => sum + t.cents, 0n);
              return { ...p, cents: p.cents - taken };
            });
          });
          expect(given).toBe(total);
          expect(left.every((p) => p.cents === 0n)).toBe(true);
        },
      ),
    );
  });
});

describe('what a refund re-opens, told before it is asked', () => {
  // Instalments 3 and 4 paid in full (fines then capital), and 5.00 left in regularisation.
  const parts: RefundPart[] = [
    { kind: 'suspense', cents: 500n },
    part(3, 'fines', 200n),
    part(3, 'capital', 1_800n),
    part(4, 'capital', 2_000n),
  ];

  it('takes the money in regularisation first, then the newest instalment, and names the instalments owed again', () => {
    expect(refundReopens(parts, 500n)).toEqual({ heldCents: 500n, instalments: [], feeCents: 0n });
    expect(refundReopens(parts, 2_000n)).toEqual({ heldCents: 500n, instalments: [4], feeCents: 0n });
    expect(refundReopens(parts, 4_500n)).toEqual({ heldCents: 500n, instalments: [3, 4], feeCents: 0n });
  });

  it('says what a fee gives back, and tells nothing of an amount the payment cannot give', () => {
    expect(refundReopens([{ kind: 'fee', account: 'income:accreditation', cents: 3_000n }], 1_000n)).toEqual({
      heldCents: 0n,
      instalments: [],
      feeCents: 1_000n,
    });
    expect(refundReopens(parts, 0n)).toBeNull();
    expect(refundReopens(parts, 4_501n)).toBeNull();
  });
});
