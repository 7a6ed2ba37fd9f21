import { z } from 'zod';
import { parseAmountToCents } from '../money.ts';

export type AmountRefusal = 'payments.amountInvalid' | 'payments.amountZero' | 'payments.amountAboveDebt';

/** The wire and form shape of an amount: "150", "150.5", "150,50" (spec §5: valid format). */
export const paymentAmountSchema = z
  .string({ error: 'payments.amountInvalid' })
  .trim()
  .max(20, { error: 'payments.amountInvalid' })
  .refine((text) => parseAmountToCents(text) !== null, { error: 'payments.amountInvalid' })
  .refine((text) => parseAmountToCents(text) !== 0n, { error: 'payments.amountZero' });

/** Spec §5: valid format, not zero, not above the product's total debt. */
export function checkPaymentAmount(
  text: string,
  totalDebt: bigint,
): { ok: true; cents: bigint } | { ok: false; key: AmountRefusal } {
  const cents = parseAmountToCents(text);
  if (cents === null) return { ok: false, key: 'payments.amountInvalid' };
  if (cents === 0n) return { ok: false, key: 'payments.amountZero' };
  if (cents > totalDebt) return { ok: false, key: 'payments.amountAboveDebt' };
  return { ok: true, cents };
}
