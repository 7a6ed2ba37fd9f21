import { centsToDecimalString, parseLocaleAmount } from '@vo/domain/money';
import { type AmountRefusal, checkPaymentAmount } from '@vo/domain/payments/amount.rules';
import { z } from 'zod';

export interface AmountValues {
  monto: string;
}

/** Longer than any amount a person types, grouped or not: the field's limit and the schema's. */
export const AMOUNT_INPUT_MAX = 20;

/**
 * The amount field of spec §5, read the way the person's language writes money ("431,80" in es and pt,
 * "431.80" in en, forgiving where unambiguous), then held to the domain's rule: a valid amount, not zero,
 * and not above the product's total debt. That last message names the debt, so it comes already written
 * in the person's language.
 */
export function paymentAmountFormSchema(totalDebtCents: bigint, aboveDebtMessage: () => string, language: string) {
  return z.object({
    monto: z
      .string({ error: 'payments.amountInvalid' })
      .max(AMOUNT_INPUT_MAX, { error: 'payments.amountInvalid' })
      .superRefine((text, ctx) => {
        const refusal = amountRefusal(text, totalDebtCents, language);
        if (refusal === 'payments.amountAboveDebt') ctx.addIssue({ code: 'custom', message: aboveDebtMessage() });
        else if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      }),
  });
}

/** The typed amount on the wire's terms, checked by the same rule the server applies to it. */
function amountRefusal(text: string, totalDebtCents: bigint, language: string): AmountRefusal | null {
  const cents = parseLocaleAmount(text, language);
  if (cents === null) return 'payments.amountInvalid';
  const check = checkPaymentAmount(centsToDecimalString(cents), totalDebtCents);
  return check.ok ? null : check.key;
}

/** "431,80" as typed in es → "431.80" on the wire (spec §7 keeps the dot whatever the language). */
export function wireAmount(text: string, language: string): string {
  return centsToDecimalString(parseLocaleAmount(text, language) ?? 0n);
}
