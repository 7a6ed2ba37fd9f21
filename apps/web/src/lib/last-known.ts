import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { StorageKeys } from './storage-keys.ts';

/**
 * What a person last read of a few pages (their products, the receipts in a product's detail, their home), kept in
 * this browser so that a page opened offline shows it with its time instead of nothing (docs/decisions/0044).
 * Kept per person and dropped whenever a session ends or starts (session-store.ts), so one person's figures never
 * show on another's screen on a shared phone. Only types come from TanStack Query: the login route imports this
 * file (to forget) and must not download the library.
 */
const PREFIX = StorageKeys.lastKnownPrefix;

interface Kept {
  key: QueryKey;
  data: unknown;
  /** When the answer was read (ms since the epoch): the "as of" of the offline banner. */
  at: number;
}

/** Whether `key` starts with every part of one of the `kept` prefixes (['products', 'detail'] keeps every detail). */
export const isKept = (key: QueryKey, kept: readonly QueryKey[]): boolean =>
  kept.some((prefix) => prefix.every((part, index) => key[index] === part));

function read(person: string): Kept[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(PREFIX + person) ?? '[]');
    return Array.isArray(saved) ? (saved as Kept[]) : [];
  } catch {
    return [];
  }
}

/**
 * Puts back what `person` last read under the `kept` prefixes, with the time it was read, where the cache has
 * nothing yet: for a portal that opens, or finds itself, without a network (a reload in the lift). The caller
 * decides when: online, fresh figures come at once, and an old balance must not flash before them.
 */
export function restoreLastKnown(client: QueryClient, person: string, kept: readonly QueryKey[]): void {
  for (const entry of read(person)) {
    if (isKept(entry.key, kept) && client.getQueryData(entry.key) === undefined) {
      client.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
    }
  }
}

/** Keeps the answers under the `kept` prefixes for `person` as they arrive. Answers how to stop. */
export function keepLastKnown(client: QueryClient, person: string, kept: readonly QueryKey[]): () => void {
  const save = () => {
    const entries: Kept[] = client
      .getQueryCache()
      .findAll()
      .filter((query) => isKept(query.queryKey, kept) && query.state.data !== undefined)
      .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
    try {
      localStorage.setItem(PREFIX + person, JSON.stringify(entries));
    } catch {
      // A full storage keeps the previous copy: the page online is unaffected.
    }
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query.queryKey, kept)) save();
  });
}

/** Drops what every person's pages kept: a session ended or a new one starts. */
export function forgetLastKnown(): void {
  for (let index = localStorage.length - 1; index >= 0; index--) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  }
}
