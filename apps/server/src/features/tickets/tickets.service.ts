import { ticketState } from '@vo/domain/tickets/ticket.rules';
import type { Ticket, TicketUse } from '@vo/domain/tickets/tickets.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { ownTicket, type TicketRow, takeUse, ticketsOf } from './tickets.repo.ts';

/** A stored ticket with its state today; a kind the portal does not know is shown as a plain ticket. */
function ticketOf(t: TicketRow, product: string | null, today: string): Ticket {
  return {
    id: t.id,
    kind: t.kind === 'coupon' || t.kind === 'hotel' ? t.kind : 'ticket',
    title: t.title,
    discountPercent: t.discountPercent,
    usesTotal: t.usesTotal,
    usesLeft: t.usesLeft,
    validFrom: t.validFrom,
    validTo: t.validTo,
    state: ticketState(t, today),
    product,
    productId: t.productId,
  };
}

/** GET /tickets: the caller's own tickets and coupons with their state today (spec §4). */
export async function listTickets(deps: AppDeps, session: SessionContext): Promise<Ticket[]> {
  const today = businessDateOf(deps.clock.now());
  return (await ticketsOf(deps.db, session.userId)).map((r) => ticketOf(r.t, r.product, today));
}

const REFUSAL = { expired: 'tickets.expired', exhausted: 'tickets.exhausted', pending: 'tickets.pending' } as const;

/**
 * POST /tickets/usar, inside runOnce: one use of one's own valid ticket or coupon, exactly once (the
 * Idempotency-Key for a repeated press, the conditional update for two at once). A ticket not valid
 * today says why (spec §8) and changes nothing.
 */
export async function useTicket(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  ticketId: number,
): Promise<{ ticket: Ticket; use: TicketUse }> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const ticket = await ownTicket(tx, session.userId, ticketId);
  if (!ticket) throw new AppError('tickets.notFound', 1, {}, { campo: 'idTicket' });
  const used = await takeUse(tx, session.userId, ticketId, today, now);
  if (!used) {
    const state = ticketState(ticket, today);
    throw new AppError(state === 'valid' ? 'tickets.exhausted' : REFUSAL[state]);
  }
  return { ticket: ticketOf(used.ticket, null, today), use: { id: used.useId, usedAt: now } };
}
