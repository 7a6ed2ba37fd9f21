import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';

export async function loadLastKnownRates(db: Executor) {
  return db.select().from(exchangeRates);
}

/** Rates are kept as decimal text: a rate is data to show, never arithmetic on money kept in cents. */
export async function saveLastKnownRates(db: Executor, rates: Record<string, number>, now: Date) {
  const rows = Object.entries(rates).map(([currency, rate]) => ({
    currency,
    ratePerUsd: String(rate),
    fetchedAt: now,
  }));
  if (rows.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { ratePerUsd: sql`excluded.rate_per_usd`, fetchedAt: sql`excluded.fetched_at` },
    });
}
