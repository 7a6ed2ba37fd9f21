import { CURRENCIES, DEFAULT_CURRENCY, type DisplayCurrency } from '../config.ts';

/** Spec §3 "Currency": symbol, name and rate against the dollar. */
export interface CurrencyRate {
  code: DisplayCurrency;
  symbol: string;
  rate: number;
}

export const CURRENCY_SYMBOLS: Record<DisplayCurrency, string> = { USD: '$', EUR: '€', GBP: '£' };

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The rate to show `currency` with. Spec §3: the dollar is always 1; another currency without a
 * known rate falls back to dollars rather than showing a wrong figure.
 */
export function displayRate(
  currency: DisplayCurrency,
  rates: Partial<Record<DisplayCurrency, number>>,
): {
  currency: DisplayCurrency;
  rate: number;
} {
  const rate = rates[currency];
  if (currency === DEFAULT_CURRENCY || !rate || !Number.isFinite(rate) || rate <= 0) {
    return { currency: DEFAULT_CURRENCY, rate: 1 };
  }
  return { currency, rate };
}

/** Dollar cents shown in another currency; rounding only ever happens for display. */
export function convertUsdCents(cents: bigint, rate: number): number {
  return Math.round(Number(cents) * rate) / 100;
}

/** Inside: the rates the server knows and how fresh they are. */
export interface KnownRates {
  /** USD is always 1; a currency with no known rate is absent. */
  rates: Partial<Record<DisplayCurrency, number>>;
  /** when the rates were fetched; null when nothing was ever known (USD 1 only). */
  fetchedAt: Date | null;
  /** true when the rate service could not be reached and the last known rates are shown. */
  stale: boolean;
}
