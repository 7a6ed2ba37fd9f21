import { z } from 'zod';
import { TICKET_STATE_WIRE, type TicketState, type TicketWire, ticketIdSchema } from './ticket.rules.ts';

/*
 * The tickets' and coupons' wire (spec §2 /Tickets, §4; docs/decisions/0013, 0020): requests translated
 * once, answers written in spec §3's words from what the service decided.
 */

/** POST /tickets/usar {idTicket}. */
export const ticketUseRequest = ticketIdSchema.transform((body) => ({ ticketId: body.idTicket }));

/** Inside: a ticket, a coupon or a hotel night, with its state today (the service's rule). */
export interface Ticket {
  id: number;
  kind: 'ticket' | 'coupon' | 'hotel';
  title: string;
  discountPercent: number | null;
  usesTotal: number;
  usesLeft: number;
  validFrom: string;
  validTo: string;
  state: TicketState;
  /** the product it is a benefit of, as My products names it (null when not listed, or none) */
  product: string | null;
  productId: number | null;
}

const KIND_WIRE = { ticket: 'ticket', coupon: 'cupon', hotel: 'hotel' } as const satisfies Record<
  Ticket['kind'],
  TicketWire['tipo']
>;

export const ticketAnswer = z.object({
  idTicket: z.number().int(),
  tipo: z.enum(['ticket', 'cupon', 'hotel']),
  titulo: z.string(),
  descuento: z.number().int().nullable(),
  usosTotales: z.number().int(),
  usosRestantes: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  estado: z.enum(['vigente', 'vencido', 'agotado', 'pendiente']),
  producto: z.string().nullable(),
  idProducto: z.number().int().nullable(),
}) satisfies z.ZodType<TicketWire>;

export const ticketListAnswer = z.array(ticketAnswer);

/** Inside: one use of a ticket, what the gate is shown. */
export interface TicketUse {
  id: number;
  usedAt: Date;
}

/** The code a use is shown with at the gate: its number, six digits at least (USO-000042). */
export const useProofCode = (useId: number) => `USO-${String(useId).padStart(6, '0')}`;

/** POST tickets/usar: the ticket after the use, and the proof of that use (its code and instant). */
export const ticketUsedAnswer = ticketAnswer.extend({
  uso: z.object({ codigo: z.string(), fecha: z.string() }),
});

export const ticketUsedWire = (ticket: Ticket, use: TicketUse): z.output<typeof ticketUsedAnswer> => ({
  ...ticketWire(ticket),
  uso: { codigo: useProofCode(use.id), fecha: use.usedAt.toISOString() },
});

export function ticketWire(ticket: Ticket): TicketWire {
  return {
    idTicket: ticket.id,
    tipo: KIND_WIRE[ticket.kind],
    titulo: ticket.title,
    descuento: ticket.discountPercent,
    usosTotales: ticket.usesTotal,
    usosRestantes: ticket.usesLeft,
    desde: ticket.validFrom,
    hasta: ticket.validTo,
    estado: TICKET_STATE_WIRE[ticket.state],
    producto: ticket.product,
    idProducto: ticket.productId,
  };
}
