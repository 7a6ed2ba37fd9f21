import type { DisplayCurrency } from '@vo/domain/config';
import { convertUsdCents, displayRate } from '@vo/domain/currency/currency.rules';

/**
 * Dollar cents as the person reads them: in the currency they chose, converted at the known rate, written
 * the way their language writes money. A currency without a known rate is shown in dollars (spec §3).
 */
export function formatUsdCents(
  cents: bigint,
  currency: DisplayCurrency,
  rates: Partial<Record<DisplayCurrency, number>>,
  language: string,
): string {
  const shown = displayRate(currency, rates);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: shown.currency,
    currencyDisplay: 'narrowSymbol',
  }).format(convertUsdCents(cents, shown.rate));
}
