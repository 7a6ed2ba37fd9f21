import type { MembershipChoice } from '@vo/domain/memberships/membership.schemas';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../lib/external-store.ts';
import { getSession, useSession } from '../../lib/session-store.ts';
import { StorageKeys } from '../../lib/storage-keys.ts';

/** A membership the adviser has chosen to pre-reserve, with the name it is shown by. */
export interface BasketLine {
  id: string;
  /** the adviser who chose it: another person logging in on this tab never sees it */
  owner: string;
  name: string;
  choice: MembershipChoice;
}

const KEY = StorageKeys.membershipBasket;

function stored(): BasketLine[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as BasketLine[]) : [];
  } catch {
    return [];
  }
}

/**
 * The memberships chosen on /membresias, /travel-bolivia or /membresia-internacional, waiting for the
 * buyer's data on /prereserva-membresia (spec §2 "membership pre-reservation in batch"). Kept for this tab
 * only: a reload keeps it, another person's tab never sees it.
 */
const basket = createExternalStore<BasketLine[]>(stored());
basket.subscribe(() => sessionStorage.setItem(KEY, JSON.stringify(basket.get())));

export function useBasket(): BasketLine[] {
  const lines = useSyncExternalStore(basket.subscribe, basket.get);
  const owner = useSession()?.ci;
  return lines.filter((line) => line.owner === owner);
}
export const addToBasket = (name: string, choice: MembershipChoice) =>
  basket.set([...basket.get(), { id: crypto.randomUUID(), owner: getSession()?.ci ?? '', name, choice }]);
export const removeFromBasket = (ids: readonly string[]) =>
  basket.set(basket.get().filter((line) => !ids.includes(line.id)));
