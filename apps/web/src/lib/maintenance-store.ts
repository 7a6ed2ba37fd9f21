import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

/** The end of the maintenance window as sent by the server ("DD/MM/YYYY HH:mm:ss", La Paz), or null. */
export const maintenanceStore = createExternalStore<string | null>(null);

export function useMaintenanceEnd(): string | null {
  return useSyncExternalStore(maintenanceStore.subscribe, maintenanceStore.get);
}
