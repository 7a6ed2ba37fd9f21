import { EventEmitter } from 'node:events';
import type { PaymentMethod } from '@vo/domain/payments/ledger.rules';
import type { LotHold } from '@vo/domain/prereservations/lot-holds.wire';

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
  /**
   * How a payment ended, for the operator's figures (docs/decisions/0059): `approved` once the transaction that
   * settled it committed; `declined` or `timeout` as the acquirer answered (nothing of ours commits then).
   */
  paymentOutcome: [{ means: PaymentMethod; outcome: 'approved' | 'declined' | 'timeout' }];
  /** The state a refund reached, once the transaction that wrote it committed (docs/decisions/0043, 0059). */
  refundOutcome: [{ means: PaymentMethod; outcome: 'requested' | 'completed' | 'owed' | 'declined' }];
  /** A project's live holds after the database announced a change of them, read at `now` (docs/decisions/0064). */
  lotHolds: [{ projectId: number; holds: LotHold[]; now: Date }];
  /** A session's last realtime connection closed and none came back within a grace: every page of it is gone. */
  pagesClosed: [{ sessionId: string }];
}

/**
 * Services announce what happened here, after commit; one place (the realtime channel) turns it
 * into messages to browsers. Services never know sockets exist.
 */
export class DomainEvents extends EventEmitter<DomainEventMap> {}
