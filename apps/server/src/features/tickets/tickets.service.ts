import { TICKET_STATE_WIRE, type TicketWire, ticketState } from '@vo/domain/tickets/ticket.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { ownTicket, type TicketRow, takeUse, ticketsOf } from './tickets.repo.ts';

function toWire(t: TicketRow, product: string | null, today: string): TicketWire {
  return {
    idTicket: t.id,
    tipo: t.kind === 'coupon' ? 'cupon' : t.kind === 'hotel' ? 'hotel' : 'ticket',
    titulo: t.title,
    descuento: t.discountPercent,
    usosTotales: t.usesTotal,
    usosRestantes: t.usesLeft,
    desde: t.validFrom,
    hasta: t.validTo,
    estado: TICKET_STATE_WIRE[ticketState(t, today)],
    producto: product,
    idProducto: t.productId,
  };
}

/** GET /tickets: the caller's own tickets and coupons with their state today (spec §4). */
export async function listTickets(deps: AppDeps, session: SessionContext): Promise<TicketWire[]> {
  const today = businessDateOf(deps.clock.now());
  return (await ticketsOf(deps.db, session.userId)).map((r) => toWire(r.t, r.product, today));
}

const REFUSAL = { expired: 'tickets.expired', exhausted: 'tickets.exhausted', pending: 'tickets.pending' } as const;

/**
 * POST /tickets/usar, inside runOnce: one use of one's own valid ticket or coupon, exactly once (the
 * Idempotency-Key for a repeated press, the conditional update for two at once). A ticket not valid
 * today says why (spec §8) and changes nothing.
 */
export async function useTicket(tx: Tx, deps: AppDeps, session: SessionContext, ticketId: number) {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const ticket = await ownTicket(tx, session.userId, ticketId);
  if (!ticket) throw new AppError('tickets.notFound', 1, {}, { campo: 'idTicket' });
  const used = await takeUse(tx, session.userId, ticketId, today, now);
  if (!used) {
    const state = ticketState(ticket, today);
    throw new AppError(state === 'valid' ? 'tickets.exhausted' : REFUSAL[state]);
  }
  return toWire(used, null, today);
}
