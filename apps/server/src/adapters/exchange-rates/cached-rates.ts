import { CURRENCIES, type DisplayCurrency } from '@vo/domain/config';
import type { KnownRates } from '@vo/domain/currency/currency.rules';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { MEMORIES } from '../../platform/memory/kept.ts';
import type { RateSource } from './rate-source.ts';
import { loadLastKnownRates, saveLastKnownRates } from './rates.repo.ts';

/** After a failed fetch the service is left alone this long, so an outage does not slow every page. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * Rates for the currencies people may choose (spec §3): fetched at most once an hour, kept in the
 * database as the last known, and served from there (marked stale) while the rate service is down.
 * With nothing ever known the dollar alone is offered, at 1.
 */
export class CachedExchangeRates {
  private current: { rates: Partial<Record<DisplayCurrency, number>>; fetchedAt: Date } | null = null;
  private stale = false;
  private nextAttemptAt = 0;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly source: RateSource,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async rates(): Promise<KnownRates> {
    const now = this.clock.now().getTime();
    const fresh = this.current && now - this.current.fetchedAt.getTime() < MEMORIES.rates.afterMs;
    if (!fresh && now >= this.nextAttemptAt) {
      // Many pages asking at once share one fetch.
      this.inFlight ??= this.refresh().finally(() => {
        this.inFlight = null;
      });
      await this.inFlight;
    }
    if (!this.current) this.current = await this.lastKnown();
    return {
      rates: { ...this.current?.rates, USD: 1 },
      fetchedAt: this.current?.fetchedAt ?? null,
      stale: this.stale,
    };
  }

  private async refresh() {
    const now = this.clock.now();
    try {
      const fetched = await this.source.usdRates();
      const rates: Partial<Record<DisplayCurrency, number>> = {};
      for (const code of CURRENCIES) {
        const rate = fetched[code];
        if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate;
      }
      this.current = { rates, fetchedAt: now };
      this.stale = false;
      await saveLastKnownRates(this.db, rates, now);
    } catch {
      this.stale = true;
      this.nextAttemptAt = now.getTime() + RETRY_AFTER_FAILURE_MS;
      this.current ??= await this.lastKnown();
    }
  }

  private async lastKnown() {
    const rows = await loadLastKnownRates(this.db);
    if (rows.length === 0) return null;
    const rates: Partial<Record<DisplayCurrency, number>> = {};
    for (const row of rows)
      if ((CURRENCIES as readonly string[]).includes(row.currency))
        rates[row.currency as DisplayCurrency] = Number(row.ratePerUsd);
    const fetchedAt = new Date(Math.min(...rows.map((row) => row.fetchedAt.getTime())));
    return { rates, fetchedAt };
  }
}
