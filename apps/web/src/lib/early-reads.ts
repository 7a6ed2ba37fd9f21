import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isConnected } from './connection.ts';
import { getToken } from './session-store.ts';

/**
 * Reads started by the entry before React renders, for the page a returning person opens (docs/decisions/0061):
 * they run while the logged-in shell downloads instead of after it has drawn. The session's query cache takes
 * them over under the keys the pages read, so a page's query finds its answer there (or on its way) and sends
 * nothing more. The functions are the pages' own query functions: one way to read, started earlier.
 * TanStack Query is not loaded yet (nor on the login route): only its types are used here.
 */
interface EarlyRead {
  queryKey: QueryKey;
  answer: Promise<unknown>;
}

let early: { token: string; reads: EarlyRead[] } | null = null;

/** Starts `read` now and keeps its answer for the session's cache, under `queryKey`. */
export function readEarly(queryKey: QueryKey, read: () => Promise<unknown>): void {
  const token = getToken();
  if (!token) return;
  const answer = read();
  // Its failure is the page's to show, through its query; not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  if (early?.token !== token) early = { token, reads: [] };
  early.reads.push({ queryKey, answer });
}

/**
 * Hands the early reads to the session's new cache, once. Only to the session that started them (a new login
 * starts from nothing), and only while connected: offline the cache shows the last-known answers instead, which a
 * failed early read must not replace with its error (docs/decisions/0044); the pages then read as before.
 */
export function handEarlyReadsTo(client: QueryClient): void {
  const handed = early;
  early = null;
  if (!handed || handed.token !== getToken() || !isConnected()) return;
  for (const { queryKey, answer } of handed.reads) void client.prefetchQuery({ queryKey, queryFn: () => answer });
}
