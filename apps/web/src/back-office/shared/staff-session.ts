import type { StaffRole } from '@vo/domain/back-office/staff-roles';
import { isStaffRole } from '@vo/domain/back-office/staff-roles';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../lib/external-store.ts';
import { StorageKeys } from '../../lib/storage-keys.ts';

/**
 * The staff member signed in to the back office (docs/decisions/0038). Kept in sessionStorage: it ends with
 * the tab, and never mixes with the portal's own session in localStorage.
 */
export interface StaffSession {
  token: string;
  name: string;
  email: string;
  role: StaffRole;
}

function read(): StaffSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(StorageKeys.staffSession) ?? 'null') as StaffSession | null;
    return stored && typeof stored.token === 'string' && isStaffRole(stored.role) ? stored : null;
  } catch {
    return null;
  }
}

export const staffSessionStore = createExternalStore<StaffSession | null>(read());

export function setStaffSession(session: StaffSession | null) {
  if (session) sessionStorage.setItem(StorageKeys.staffSession, JSON.stringify(session));
  else sessionStorage.removeItem(StorageKeys.staffSession);
  staffSessionStore.set(session);
}

export const useStaffSession = () => useSyncExternalStore(staffSessionStore.subscribe, staffSessionStore.get);
