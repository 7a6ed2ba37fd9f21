import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

/**
 * How many actions are under way, whoever started them: the visitor pages' own actions and the logged-in
 * portal's mutations both count here, so one backdrop (spec §2) covers the page while any of them runs.
 */
const running = createExternalStore(0);

/** Counts one action as running until the returned release is called (calling it again does nothing). */
export function holdBusy(): () => void {
  running.set(running.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running.set(running.get() - 1);
  };
}

export const isBusy = (): boolean => running.get() > 0;

export function useBusy(): boolean {
  return useSyncExternalStore(running.subscribe, isBusy);
}
