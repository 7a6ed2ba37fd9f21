import { useSyncExternalStore } from 'react';
import { isConnected, onConnectionChange } from './connection.ts';

/**
 * Whether the portal can reach the server: the browser's network and the last call's fate (lib/connection.ts).
 * Spec §8 warns before loading notifications without one; the offline banner and "Sin conexión" follow it too.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectionChange, isConnected);
}
