import { QueryClient } from '@tanstack/react-query';
import { holdBusy } from './busy.ts';

/**
 * The cache of one session. A new login gets a new, empty one, so nothing one person's pages fetched can
 * show on the next person's screen in the same tab (a shared phone, the cashier's desk).
 */
export function createSessionQueryClient(): QueryClient {
  // The API client already tells the user about failures, so queries never retry behind their back.
  // A read is fresh for a second: parts of one page that read the same call (the home and its products card,
  // the bell and the pop-up) share one request instead of each mounting its own; a change still refetches at
  // once, because mutations and realtime pushes invalidate, and invalidation ignores freshness.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 1_000 },
      // Offline a payment or a change fails at once and is never sent later: TanStack's default would pause it and
      // send it when the network returns, queuing money behind the person's back (docs/decisions/0044). Reads keep
      // the default: they pause offline, keep what is on screen, and resume by themselves.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Counts the client's running mutations toward the global busy backdrop (spec §2); answers how to stop. */
export function countMutationsAsBusy(client: QueryClient): () => void {
  let release: (() => void) | null = null;
  const follow = () => {
    const mutating = client.isMutating() > 0;
    if (mutating && !release) release = holdBusy();
    if (!mutating && release) {
      release();
      release = null;
    }
  };
  const unsubscribe = client.getMutationCache().subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    release?.();
    release = null;
  };
}
