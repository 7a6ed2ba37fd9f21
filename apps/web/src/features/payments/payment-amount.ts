import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import { checkPaymentAmount, paymentAmountSchema } from '@vo/domain/payments/amount.rules';
import { z } from 'zod';

export interface AmountValues {
  monto: string;
}

/**
 * The amount field of spec §5: a valid amount, not zero (the domain schema), and not above the product's
 * total debt. That last message names the debt, so it comes already written in the person's language.
 */
export function paymentAmountFormSchema(totalDebtCents: bigint, aboveDebtMessage: () => string) {
  return z.object({
    monto: paymentAmountSchema.superRefine((text, ctx) => {
      const check = checkPaymentAmount(text, totalDebtCents);
      if (!check.ok && check.key === 'payments.amountAboveDebt')
        ctx.addIssue({ code: 'custom', message: aboveDebtMessage() });
    }),
  });
}

/** "150,5" as typed → "150.50" on the wire. */
export function wireAmount(text: string): string {
  return centsToDecimalString(parseAmountToCents(text) ?? 0n);
}
