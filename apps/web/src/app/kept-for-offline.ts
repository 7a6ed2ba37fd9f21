import type { QueryKey } from '@tanstack/react-query';
import { productKeys } from '../features/products/shell.ts';
import { FEATURE_FLAGS_KEY } from '../lib/feature-flag-keys.ts';

/**
 * The reads a person finds again offline, as last read, with their time (docs/decisions/0044): their home, their
 * products and each product's detail (schedule and receipts), and the flags that shape their menu. Nothing else is
 * kept: what is not here shows "No connection" in its place until the network is back.
 */
/** The money reads among them: the offline banner says "as of" the oldest of these on screen, and only of these. */
export const SHOWN_WITH_THEIR_TIME: readonly QueryKey[] = [
  // The home's own read (features/session/session-api.ts).
  ['home'],
  productKeys.list,
  ['products', 'detail'],
];

export const KEPT_FOR_OFFLINE: readonly QueryKey[] = [...SHOWN_WITH_THEIR_TIME, FEATURE_FLAGS_KEY];
