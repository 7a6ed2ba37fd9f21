import { z } from 'zod';

/** Where dollar exchange rates come from: a real rate service or the built-in sandbox (ARCHITECTURE §8). */
export interface RateSource {
  /** Rates per 1 USD by currency code; throws when the service cannot answer. */
  usdRates(): Promise<Record<string, number>>;
}

/** The common answer shape of rate services ({"base":"USD","rates":{"EUR":0.92,…}}). */
const rateAnswerSchema = z.object({
  rates: z.record(z.string(), z.number().positive().finite()),
});

/** A rate service at a configurable URL (EXCHANGE_RATES_URL); a slow one is given up after 5 s. */
export function httpRateSource(url: string, timeoutMs = 5_000): RateSource {
  return {
    async usdRates() {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`rate service answered HTTP ${response.status}`);
      return rateAnswerSchema.parse(await response.json()).rates;
    },
  };
}

/**
 * The sandbox: reference rates of the European Central Bank for 2 January 2026, so amounts convert
 * as they would in production without calling anyone.
 */
export const sandboxRateSource: RateSource = {
  async usdRates() {
    return { USD: 1, EUR: 0.8525, GBP: 0.7429, BOB: 6.96 };
  },
};
