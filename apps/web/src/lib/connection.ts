/**
 * The connection as the portal knows it (docs/decisions/0044), without TanStack Query (the login route does not
 * download it). The browser's online flag alone is not enough: on a Wi-Fi without internet, a captive portal or a
 * weak signal it says "online" while every call fails. So a call that could not reach the server marks the network
 * down until a call gets an answer, and the logged-in shell probes meanwhile (app/connection-watch.tsx).
 */

const RETRY_EVENT = 'vo:retry-reads';
let networkDown = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

// The browser says the network came back: believe it, and let the next call say otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', () => reportNetworkAnswer());

/** Whether calls can reach the server: the browser has a network and the last call did not fail for want of one. */
export const isConnected = (): boolean =>
  (typeof navigator === 'undefined' || navigator.onLine !== false) && !networkDown;

/** The opposite of isConnected: what the banner, the toasts and the pages' "Sin conexión" follow. */
export const isOffline = (): boolean => !isConnected();

/** A call could not reach the server (fetch itself failed): the network is down until a call is answered. */
export function reportNetworkFailure(): void {
  if (networkDown) return;
  networkDown = true;
  emit();
}

/** A call got an answer, whatever it said: the network is up. */
export function reportNetworkAnswer(): void {
  if (!networkDown) return;
  networkDown = false;
  emit();
}

/** Calls `listener` whenever isConnected may have changed (browser events included); answers how to stop. */
export function onConnectionChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** A person tapped "Try again" on a page that had no data yet: what the page reads is asked for again. */
export function askToRetryReads(): void {
  window.dispatchEvent(new Event(RETRY_EVENT));
}

/** Listens for askToRetryReads; answers how to stop. */
export function onRetryReadsAsked(listener: () => void): () => void {
  window.addEventListener(RETRY_EVENT, listener);
  return () => window.removeEventListener(RETRY_EVENT, listener);
}

/**
 * A lazily loaded page (or its messages) that could not be downloaded: the browsers' wording of a failed
 * dynamic import, or any failure while the portal is offline.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (isOffline()) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed|error loading dynamically|failed to fetch|unable to preload|load failed/i.test(
    message,
  );
}
