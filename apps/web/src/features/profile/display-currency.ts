import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY } from '@vo/domain/config';
import { currencyEndpoints } from '@vo/domain/currency/currency.endpoints';
import { isDisplayCurrency } from '@vo/domain/currency/currency.rules';
import { EXCHANGE_RATE_CACHE_SECONDS } from '@vo/domain/currency/currency-config';
import { useCallback } from 'react';
import { call, unwrap } from '../../lib/api.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatUsdCents } from './money-format.ts';
import { useUserProfile } from './user-profile.ts';

export const exchangeRatesKey = ['exchange-rates'] as const;

/** GET /monedas/tasas; the server refreshes them hourly, so the browser need not ask more often. */
export function useExchangeRates() {
  return useQuery({
    queryKey: exchangeRatesKey,
    queryFn: async () => unwrap(await call(currencyEndpoints.rates)),
    staleTime: EXCHANGE_RATE_CACHE_SECONDS * 1000,
  });
}

/**
 * Formats dollar cents in the person's chosen currency (their profile preference) at the current rates.
 * Amounts are dollars until both answers arrive, so a figure is never shown at a guessed rate.
 */
export function useMoneyFormatter(): (cents: bigint) => string {
  const { i18n } = useTranslation();
  const profile = useUserProfile();
  const rates = useExchangeRates();
  const chosen = profile.data?.moneda;
  const currency = isDisplayCurrency(chosen) ? chosen : DEFAULT_CURRENCY;
  const known = rates.data?.rates;
  const language = i18n.language;
  return useCallback(
    (cents: bigint) => formatUsdCents(cents, currency, known ?? {}, language),
    [currency, known, language],
  );
}
