/**
 * The connection as the shell knows it, without TanStack Query (the login route does not download it): the
 * browser's online flag, and a "try again" that the logged-in shell turns into refetching what is on screen
 * (app/connection-watch.tsx). docs/decisions/0044.
 */

const RETRY_EVENT = 'vo:retry-reads';

/** The browser has no network at all (it can also be "online" and still fail: that is a failed call). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A person tapped "Try again" on a page that had no data yet: what the page reads is asked for again. */
export function askToRetryReads(): void {
  window.dispatchEvent(new Event(RETRY_EVENT));
}

/** Listens for askToRetryReads; answers how to stop. */
export function onRetryReadsAsked(listener: () => void): () => void {
  window.addEventListener(RETRY_EVENT, listener);
  return () => window.removeEventListener(RETRY_EVENT, listener);
}

/** Calls `listener` when the browser gets its network back; answers how to stop. */
export function onBackOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/**
 * A lazily loaded page (or its messages) that could not be downloaded: the browsers' wording of a failed
 * dynamic import, or any failure while the browser says it is offline.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (isOffline()) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch|unable to preload|load failed/i.test(
    message,
  );
}
