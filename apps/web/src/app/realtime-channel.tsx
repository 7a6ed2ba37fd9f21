import { useEffect } from 'react';
import { openRealtime } from '../lib/realtime.ts';
import { endSessionFromElsewhere } from '../lib/session-actions.ts';
import { showToast } from '../lib/toast-bus.ts';

/** Keeps the realtime channel open while a token exists, and closes it on logout (spec §4). */
export function RealtimeChannel({ token }: { token: string | null }) {
  useEffect(() => {
    if (!token) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void openRealtime(token, {
      onUnlogin: (reason) => endSessionFromElsewhere(reason),
      onNotification: (message) => showToast('info', message, { notification: true }),
    }).then((closeChannel) => {
      if (cancelled) closeChannel();
      else close = closeChannel;
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [token]);
  return null;
}
