import { z } from 'zod';
import { CURRENCIES, type DisplayCurrency } from '../config.ts';
import type { KnownRates } from './currency.rules.ts';

/* Exchange rates and the display currency on the wire (spec §3 "Currency", docs/decisions/0007, 0020). */

/** GET /monedas/tasas: the rates the server knows and how fresh they are. */
export const exchangeRatesAnswer = z.object({
  base: z.literal('USD'),
  rates: z.partialRecord(z.enum(CURRENCIES), z.number()),
  /** ISO instant the rates were fetched; null when nothing was ever known (USD 1 only). */
  actualizado: z.string().nullable(),
  desactualizado: z.boolean(),
});
export type ExchangeRates = z.output<typeof exchangeRatesAnswer>;

export function exchangeRatesWire(known: KnownRates): ExchangeRates {
  return {
    base: 'USD',
    rates: known.rates,
    actualizado: known.fetchedAt?.toISOString() ?? null,
    desactualizado: known.stale,
  };
}

export const displayCurrencyRequest = z
  .object({ moneda: z.enum(CURRENCIES, { error: 'currency.unknown' }) })
  .transform((body) => ({ currency: body.moneda }));

export const displayCurrencyAnswer = z.object({ moneda: z.enum(CURRENCIES) });
export const displayCurrencyWire = (currency: DisplayCurrency): z.output<typeof displayCurrencyAnswer> => ({
  moneda: currency,
});
