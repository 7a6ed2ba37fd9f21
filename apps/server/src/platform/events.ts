import { EventEmitter } from 'node:events';

/** Why a session ended; the browser words its message after it. */
export type SessionEndReason = 'logout' | 'language' | 'password' | 'forced' | 'disabled' | 'inactivity';

interface DomainEventMap {
  /** Emitted after the transaction that ended them committed. */
  sessionsEnded: [{ sessionIds: string[]; reason: SessionEndReason }];
  /** A stored notification or promotion for one person (userId) or for everyone (null). */
  notice: [
    {
      userId: number | null;
      kind: 'notification' | 'promocion';
      titulo: string;
      message: string;
      /** the stored row; null for a broadcast, where each person has their own row */
      idnotificacion: number | null;
      /** it confirms an act (docs/decisions/0026): the page that made it already said so */
      confirmacion?: boolean;
    },
  ];
  /** A payment changed state outside the request that made it (a bank confirmed a QR). */
  payment: [{ userId: number; idPago: number; estado: string; nroRecibo: string | null }];
}

/**
 * Services announce what happened here, after commit; one place (the realtime channel) turns it
 * into messages to browsers. Services never know sockets exist.
 */
export class DomainEvents extends EventEmitter<DomainEventMap> {}
