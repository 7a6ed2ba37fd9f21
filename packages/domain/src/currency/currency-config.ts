/**
 * The exchange rates' constants, beside currency.rules.ts (docs/decisions/0056). The currencies themselves
 * are shared by every page that shows an amount: they stay in config.ts.
 */

/** How long fetched exchange rates are trusted before asking the rate service again. */
export const EXCHANGE_RATE_CACHE_SECONDS = 3_600;
