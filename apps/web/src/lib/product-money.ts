import {
  amountInputText,
  formatCentsMoney,
  formatDecimalAmount,
  formatDecimalMoney,
  parseAmountToCents,
} from '@vo/domain/money';

/** The cents of a wire amount; what cannot be read counts as nothing. */
export function centsOf(decimal: string): bigint {
  return parseAmountToCents(decimal) ?? 0n;
}

/** Cents in a product's own currency, written the way the person's language writes money. */
export function formatProductCents(cents: bigint, currency: string, language: string): string {
  return formatCentsMoney(cents, currency, language);
}

/**
 * A wire amount ("1234.50") in the product's own currency, written the way the person's language writes
 * money. Not converted to the display currency of the profile: these are the amounts a payment settles.
 */
export function formatProductAmount(decimal: string, currency: string, language: string): string {
  return formatDecimalMoney(decimal, currency, language);
}

/** A wire amount as a bare number ("13,166.50"): for tables whose heading names the currency once. */
export function formatPlainAmount(decimal: string, language: string): string {
  return formatDecimalAmount(decimal, language);
}

/** A wire amount ("1728.58") put in a field for the person to edit, the way their language writes it ("1.728,58"). */
export function typedAmount(decimal: string, language: string): string {
  return amountInputText(centsOf(decimal), language);
}
