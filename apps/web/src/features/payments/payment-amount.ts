import { centsToDecimalString, parseLocaleAmount } from '@vo/domain/money';
import { z } from 'zod';

export interface AmountValues {
  monto: string;
}

/** Longer than any amount a person types, grouped or not. */
const AMOUNT_INPUT_MAX = 20;

/**
 * The amount field of spec §5, read the way the person's language writes money ("431,80" in es and pt,
 * "431.80" in en, forgiving where unambiguous): a valid amount, not zero, and not above the product's
 * total debt. That last message names the debt, so it comes already written in the person's language.
 */
export function paymentAmountFormSchema(totalDebtCents: bigint, aboveDebtMessage: () => string, language = 'en') {
  return z.object({
    monto: z
      .string({ error: 'payments.amountInvalid' })
      .max(AMOUNT_INPUT_MAX, { error: 'payments.amountInvalid' })
      .superRefine((text, ctx) => {
        const cents = parseLocaleAmount(text, language);
        if (cents === null) ctx.addIssue({ code: 'custom', message: 'payments.amountInvalid' });
        else if (cents === 0n) ctx.addIssue({ code: 'custom', message: 'payments.amountZero' });
        else if (cents > totalDebtCents) ctx.addIssue({ code: 'custom', message: aboveDebtMessage() });
      }),
  });
}

/** "431,80" as typed in es → "431.80" on the wire (spec §7 keeps the dot whatever the language). */
export function wireAmount(text: string, language = 'en'): string {
  return centsToDecimalString(parseLocaleAmount(text, language) ?? 0n);
}
