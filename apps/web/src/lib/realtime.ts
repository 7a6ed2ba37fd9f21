import { REALTIME_RECONNECT_DELAY_MAX_MS } from '@vo/domain/config';
import type { Socket } from 'socket.io-client';

export interface RealtimeHandlers {
  /** This session ended somewhere else (logout on another tab, operator, password change…). */
  onUnlogin(reason: string): void;
  onNotification(message: string): void;
}

/**
 * Opens the realtime channel for a logged-in person. socket.io-client is loaded only here, after
 * login, so the login page does not carry it. Answers a function that closes the channel.
 */
export async function openRealtime(token: string, handlers: RealtimeHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket: Socket = io({
    path: '/socket.io',
    auth: { token },
    reconnectionDelay: 1_000,
    reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
  });
  socket.on('unlogin', (payload: { reason?: string } | undefined) => handlers.onUnlogin(payload?.reason ?? ''));
  socket.on('notification', (payload: { message?: string } | undefined) => {
    if (payload?.message) handlers.onNotification(payload.message);
  });
  return () => socket.close();
}
