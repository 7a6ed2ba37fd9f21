import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLastKnown, keepLastKnown, restoreLastKnown } from './last-known.ts';

/** The browser's storage, as a Map (the web project's tests run in Node). */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const KEPT = [
  ['products', 'list'],
  ['products', 'detail'],
] as const;

describe('what a person last read, for reading offline', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the kept reads under the person's document and puts them back with their time", () => {
    const first = new QueryClient();
    const stop = keepLastKnown(first, '1000001', KEPT);
    first.setQueryData(['products', 'list'], [{ idProducto: 1 }], { updatedAt: 1_700_000_000_000 });
    first.setQueryData(['products', 'detail', 1], { cuotas: [] });
    first.setQueryData(['notifications'], ['not kept']);
    stop();

    const offline = new QueryClient();
    restoreLastKnown(offline, '1000001', KEPT);
    expect(offline.getQueryData(['products', 'list'])).toEqual([{ idProducto: 1 }]);
    expect(offline.getQueryState(['products', 'list'])?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(offline.getQueryData(['products', 'detail', 1])).toEqual({ cuotas: [] });
    expect(offline.getQueryData(['notifications'])).toBeUndefined();

    // Another person on the same phone finds nothing of hers.
    const someoneElse = new QueryClient();
    restoreLastKnown(someoneElse, '1000002', KEPT);
    expect(someoneElse.getQueryData(['products', 'list'])).toBeUndefined();
  });

  it('forgets everything kept when a session ends', () => {
    const client = new QueryClient();
    keepLastKnown(client, '1000001', KEPT);
    client.setQueryData(['products', 'list'], [{ idProducto: 1 }]);
    localStorage.setItem('vo.language', 'es');
    forgetLastKnown();
    const after = new QueryClient();
    restoreLastKnown(after, '1000001', KEPT);
    expect(after.getQueryData(['products', 'list'])).toBeUndefined();
    expect(localStorage.getItem('vo.language')).toBe('es');
  });
});
