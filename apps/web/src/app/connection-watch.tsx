import { onlineManager, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { checkMaintenance } from '../features/maintenance/shell.ts';
import { isConnected, onConnectionChange, onRetryReadsAsked } from '../lib/connection.ts';
import { isKept, restoreLastKnown } from '../lib/last-known.ts';
import { getSession } from '../lib/session-store.ts';
import { KEPT_FOR_OFFLINE, SHOWN_WITH_THEIR_TIME } from './kept-for-offline.ts';

/** How often a portal that lost the server asks again whether it is back, while the browser believes it has a network. */
const PROBE_EVERY_MS = 5_000;

/**
 * TanStack Query's idea of the network follows the portal's (lib/connection.ts), not the browser's events alone: by
 * itself it assumes "online" until an event says otherwise, and a page reloaded on a dead Wi-Fi would wait forever on
 * reads it believes sent. Offline, reads pause (what was read stays on screen) and resume by themselves when the
 * network is back; payments and changes never pause (query-client.ts): they fail at once and are never sent later.
 */
export function followTheConnection(): void {
  onlineManager.setEventListener((setOnline) => onConnectionChange(() => setOnline(isConnected())));
  onlineManager.setOnline(isConnected());
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
 * shown; the person's last-known reads put back when the network goes; a light call every few seconds to notice it
 * is back when the browser cannot tell; and "Try again" on a page still waiting for its first data.
 */
export function ConnectionWatch() {
  const client = useQueryClient();
  const [asOf, setAsOf] = useState<number | null>(null);
  useEffect(() => {
    const person = getSession()?.ci ?? '';
    let probe: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      const connected = isConnected();
      if (!connected && person) restoreLastKnown(client, person, KEPT_FOR_OFFLINE);
      if (!connected && !probe) probe = setInterval(() => void checkMaintenance(), PROBE_EVERY_MS);
      if (connected && probe) {
        clearInterval(probe);
        probe = undefined;
      }
    };
    const update = () => setAsOf(oldestShown(client, SHOWN_WITH_THEIR_TIME));
    follow();
    update();
    const stopFollowing = onConnectionChange(follow);
    const stopCache = client.getQueryCache().subscribe(update);
    const stopRetry = onRetryReadsAsked(() => {
      // The portal may be wrong about being offline: try for real; a call answered brings everything back.
      onlineManager.setOnline(true);
      void client.refetchQueries({ type: 'active' }).finally(() => onlineManager.setOnline(isConnected()));
    });
    return () => {
      clearInterval(probe);
      stopFollowing();
      stopCache();
      stopRetry();
    };
  }, [client]);
  return <OfflineBanner asOf={asOf} belowAppBar />;
}
