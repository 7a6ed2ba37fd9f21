import { REALTIME_RECONNECT_DELAY_MAX_MS } from '@vo/domain/config';
import type { Socket } from 'socket.io-client';

/** What a `notification` or `promocion` push carries (docs/decisions/0007). */
export interface PushedMessage {
  message: string;
  titulo: string;
  idnotificacion: number | null;
  /** it confirms an act the person made (a payment, a booking): the bell counts it, no toast repeats it */
  confirmacion: boolean;
}

/** What a `pago` push carries: a payment of this person changed state (a QR was paid). */
export interface PaymentPush {
  idPago: number;
  estado: string;
  nroRecibo: string | null;
}

export interface RealtimeHandlers {
  /** This session ended somewhere else (logout on another tab, operator, password change…). */
  onUnlogin(reason: string): void;
  /** A notification (tipo 1) was stored for this person. */
  onNotification(push: PushedMessage): void;
  /** A promotion (tipo 2) was stored for this person. */
  onPromotion(push: PushedMessage): void;
  /** One of this person's payments changed state (a QR payment was confirmed). */
  onPayment(push: PaymentPush): void;
  /** The back office changed spec §9's flags or limits (docs/decisions/0039). */
  onConfiguration(): void;
  /** An adviser's standings moved: a payment, a sale or a pre-reservation (docs/decisions/0065). */
  onStandings?(): void;
  /** A project's held lots changed (docs/decisions/0064); the catalogue reads the payload. */
  onLotHolds?(payload: unknown): void;
}

/** A push without text has nothing to show; the title and id are optional for older servers. */
function readPush(payload: unknown): PushedMessage | null {
  const { message, titulo, idnotificacion, confirmacion } = (payload ?? {}) as Partial<
    Record<keyof PushedMessage, unknown>
  >;
  if (typeof message !== 'string' || !message) return null;
  return {
    message,
    titulo: typeof titulo === 'string' ? titulo : '',
    idnotificacion: typeof idnotificacion === 'number' ? idnotificacion : null,
    confirmacion: confirmacion === true,
  };
}

/** A payment push names the payment and its new state; anything else is not about a payment we can show. */
export function readPaymentPush(payload: unknown): PaymentPush | null {
  const { idPago, estado, nroRecibo } = (payload ?? {}) as Partial<Record<keyof PaymentPush, unknown>>;
  if (typeof idPago !== 'number' || !Number.isSafeInteger(idPago) || idPago <= 0) return null;
  if (typeof estado !== 'string' || !estado) return null;
  return { idPago, estado, nroRecibo: typeof nroRecibo === 'string' && nroRecibo ? nroRecibo : null };
}

/**
 * Opens the realtime channel for a logged-in person. socket.io-client is loaded only here, after
 * login, so the login page does not carry it. Answers a function that closes the channel.
 */
export async function openRealtime(token: string, handlers: RealtimeHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket: Socket = io({
    path: '/socket.io',
    // Spec §4: credentials in the connection headers (the polling handshake carries them); `auth` too,
    // because a browser cannot set headers on a WebSocket.
    extraHeaders: { token },
    auth: { token },
    reconnectionDelay: 1_000,
    reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
  });
  socket.on('unlogin', (payload: { reason?: string } | undefined) => handlers.onUnlogin(payload?.reason ?? ''));
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', (error: Error & { data?: { reason?: unknown } }) => {
    // Refused by the server, socket.io does not try again by itself (a lost network it does retry).
    if (socket.active) return;
    // The session ended while the channel was (re)connecting, so its `unlogin` push was missed: the refusal says why.
    if (error.message === 'session.expired') {
      const reason = error.data?.reason;
      handlers.onUnlogin(typeof reason === 'string' ? reason : '');
      return;
    }
    // The server could not check the session (its database away a moment): still logged in, try again later.
    retry = setTimeout(() => socket.connect(), REALTIME_RECONNECT_DELAY_MAX_MS);
  });
  socket.on('notification', (payload: unknown) => {
    const push = readPush(payload);
    if (push) handlers.onNotification(push);
  });
  socket.on('promocion', (payload: unknown) => {
    const push = readPush(payload);
    if (push) handlers.onPromotion(push);
  });
  socket.on('configuracion', () => handlers.onConfiguration());
  socket.on('carrera', () => handlers.onStandings?.());
  socket.on('retenciones', (payload: unknown) => handlers.onLotHolds?.(payload));
  socket.on('pago', (payload: unknown) => {
    const push = readPaymentPush(payload);
    if (push) handlers.onPayment(push);
  });
  return () => {
    clearTimeout(retry);
    socket.close();
  };
}
