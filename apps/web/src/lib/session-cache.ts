import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query cache of the session on screen, for code that runs outside the logged-in shell: the realtime
 * channel opens at start-up from the login route's shell, which does not carry TanStack Query (only its
 * types are imported here), and tells the cache what changed through this.
 */
let current: QueryClient | null = null;

/** Called by the logged-in shell while it shows a session; answers how to let go of it. */
export function holdSessionCache(client: QueryClient): () => void {
  current = client;
  return () => {
    if (current === client) current = null;
  };
}

/** Marks the session's cached answers under `queryKey` stale, so the pages showing them fetch again. */
export function refreshSessionData(queryKey: QueryKey): void {
  void current?.invalidateQueries({ queryKey });
}
