import { onlineManager, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { onRetryReadsAsked } from '../lib/connection.ts';
import { isKept } from '../lib/last-known.ts';
import { KEPT_FOR_OFFLINE } from './kept-for-offline.ts';

/**
 * TanStack Query's idea of the network follows the browser's, from the first render: by itself it assumes
 * "online" until an event says otherwise, and a page reloaded offline would wait forever on reads it believes sent.
 * Offline, reads pause (what was read stays on screen) and resume by themselves when the network is back;
 * payments and changes never pause (query-client.ts): they fail at once and are never sent later.
 */
export function followBrowserConnection(): void {
  onlineManager.setOnline(navigator.onLine);
}

/** The oldest time the money pages on screen were read: the "as of" of what the person is looking at offline. */
function oldestShown(client: QueryClient, kept: readonly QueryKey[]): number | null {
  const times = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.state.data !== undefined && isKept(query.queryKey, kept))
    .map((query) => query.state.dataUpdatedAt)
    .filter((at) => at > 0);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The logged-in shell's side of the connection (docs/decisions/0044): the offline banner with the time of what is
 * shown, and "Try again" on a page still waiting for its first data, which asks once more for what is on screen.
 */
export function ConnectionWatch() {
  const client = useQueryClient();
  const [asOf, setAsOf] = useState<number | null>(null);
  useEffect(() => {
    followBrowserConnection();
    const update = () => setAsOf(oldestShown(client, KEPT_FOR_OFFLINE));
    update();
    const stopCache = client.getQueryCache().subscribe(update);
    const stopRetry = onRetryReadsAsked(() => {
      // The browser may be wrong about being offline: try for real, then go back to what it says.
      onlineManager.setOnline(true);
      void client.refetchQueries({ type: 'active' }).finally(followBrowserConnection);
    });
    return () => {
      stopCache();
      stopRetry();
    };
  }, [client]);
  return <OfflineBanner asOf={asOf} belowAppBar />;
}
