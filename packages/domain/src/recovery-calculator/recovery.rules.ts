import { RECOVERY_MAX_RECOGNISED_PERCENT } from './recovery-config.ts';

/**
 * The recovery calculator (spec §3): part of the capital a customer paid on a reversed sale can be
 * recognised on a new product, up to a maximum percentage and never more than the new product costs.
 */

/** The most a reversed sale is worth on any new product. */
export function maxRecognisedCents(paidCapitalCents: bigint, percent = RECOVERY_MAX_RECOGNISED_PERCENT): bigint {
  if (paidCapitalCents <= 0n) return 0n;
  return (paidCapitalCents * BigInt(percent)) / 100n;
}

/** What it is worth on one product, and what is left to pay of that product. */
export function recognisedOn(maxCents: bigint, priceCents: bigint): { recognisedCents: bigint; balanceCents: bigint } {
  const recognisedCents = maxCents < priceCents ? maxCents : priceCents;
  return { recognisedCents, balanceCents: priceCents - recognisedCents };
}
