import type { DisplayCurrency } from '@vo/domain/config';
import { convertUsdCents, displayRate } from '@vo/domain/currency/currency.rules';
import { formatMoney, money } from '@vo/domain/money';

/**
 * Dollar cents as the person reads them: in the currency they chose, converted at the known rate, written
 * by the one formatter of amounts (so "100,00 US$" here reads as it does on their products). A currency
 * without a known rate is shown in dollars (spec §3).
 */
export function formatUsdCents(
  cents: bigint,
  currency: DisplayCurrency,
  rates: Partial<Record<DisplayCurrency, number>>,
  language: string,
): string {
  const shown = displayRate(currency, rates);
  const convertedCents = BigInt(Math.round(convertUsdCents(cents, shown.rate) * 100));
  return formatMoney(money(convertedCents, shown.currency), language);
}
