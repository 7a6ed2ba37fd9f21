import { useEffect } from 'react';
import { startInactivityTimer } from '../lib/inactivity.ts';
import { endSessionForInactivity } from '../lib/session-actions.ts';

/** Runs the inactivity timer while a token exists and pauses it without one (spec §4). */
export function InactivityWatch({ token }: { token: string | null }) {
  useEffect(() => {
    if (!token) return;
    return startInactivityTimer(() => void endSessionForInactivity());
  }, [token]);
  return null;
}
