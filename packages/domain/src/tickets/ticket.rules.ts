import { z } from 'zod';

/** Spec §4 ticket states. */
export type TicketState = 'valid' | 'expired' | 'exhausted' | 'pending';

export interface TicketFacts {
  usesLeft: number;
  validFrom: string;
  validTo: string;
}

/**
 * A ticket or coupon on a day (La Paz dates, both ends included): pending before its first day, expired
 * after its last, exhausted once used up (a used-up ticket stays exhausted after its last day too), else
 * valid. Only a valid one can be used.
 */
export function ticketState(ticket: TicketFacts, today: string): TicketState {
  if (ticket.usesLeft <= 0) return 'exhausted';
  if (today < ticket.validFrom) return 'pending';
  if (today > ticket.validTo) return 'expired';
  return 'valid';
}

export const ticketIdSchema = z.object({
  idTicket: z.coerce
    .number({ error: 'tickets.notFound' })
    .int({ error: 'tickets.notFound' })
    .positive({ error: 'tickets.notFound' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'tickets.notFound' }),
});

/** GET /tickets: the person's tickets and coupons. */
export interface TicketWire {
  idTicket: number;
  /** a hotel night is a ticket of a membership's hotel service (spec §2 /{hotel-route}/{idMembresia}) */
  tipo: 'ticket' | 'cupon' | 'hotel';
  titulo: string;
  /** a coupon's discount, percent */
  descuento: number | null;
  usosTotales: number;
  usosRestantes: number;
  desde: string;
  hasta: string;
  estado: 'vigente' | 'vencido' | 'agotado' | 'pendiente';
  producto: string | null;
  idProducto: number | null;
}

export const TICKET_STATE_WIRE: Record<TicketState, TicketWire['estado']> = {
  valid: 'vigente',
  expired: 'vencido',
  exhausted: 'agotado',
  pending: 'pendiente',
};
