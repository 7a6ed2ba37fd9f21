import { z } from 'zod';
import { type CabinsOverview, cabinsHomeAnswer, cabinsHomeWire, stayOf } from '../cabins/cabins.wire.ts';
import { insideFromWire } from '../wire.ts';
import {
  type CashierAction,
  type CashierCustomer,
  cashierCabinCancelSchema,
  cashierCabinReservationSchema,
  cashierCustomerSchema,
} from './cashier.schemas.ts';

/*
 * The cashier's desk wire (spec §2 cashier menu; docs/decisions/0015, 0020). The customer at the desk is
 * named by their document number: inside, customerDocumentNumber (the cashier's own is the session's).
 */

export const deskCustomerRequest = cashierCustomerSchema.transform((query) => ({
  customerDocumentNumber: query.documento,
}));
export const deskCabinReservationRequest = cashierCabinReservationSchema.transform((body) => ({
  customerDocumentNumber: body.documento,
  ...stayOf(body),
}));
export const deskCabinCancelRequest = cashierCabinCancelSchema.transform((body) => ({
  customerDocumentNumber: body.documento,
  reservationId: body.idReserva,
}));

/** Inside: what a cashier does for a customer; the audit log keeps the wire's word for each. */
export type DeskActionKind = 'lookup' | 'reservation' | 'cancellation';
export const DESK_ACTION_WIRE = {
  lookup: 'consulta',
  reservation: 'reserva',
  cancellation: 'cancelacion',
} as const satisfies Record<DeskActionKind, CashierAction['accion']>;
export const deskActionFromWire = insideFromWire<DeskActionKind, CashierAction['accion']>(DESK_ACTION_WIRE);

/** Inside: one audited act of the cashier. */
export interface DeskAction {
  id: number;
  at: Date;
  kind: DeskActionKind;
  customerDocumentNumber: string;
  detail: string;
}

export const deskCabinsAnswer = z.object({
  cliente: z.object({ documento: z.string(), nombre: z.string() }) satisfies z.ZodType<CashierCustomer>,
  ...cabinsHomeAnswer.shape,
});
export const deskCabinsWire = (
  customer: { documentNumber: string; fullName: string },
  overview: CabinsOverview,
): z.output<typeof deskCabinsAnswer> => ({
  cliente: { documento: customer.documentNumber, nombre: customer.fullName },
  ...cabinsHomeWire(overview),
});

export const deskActionsAnswer = z.array(
  z.object({
    id: z.number().int(),
    fecha: z.string(),
    accion: z.enum(['consulta', 'reserva', 'cancelacion']),
    documento: z.string(),
    detalle: z.string(),
  }) satisfies z.ZodType<CashierAction>,
);
export const deskActionsWire = (actions: DeskAction[]): CashierAction[] =>
  actions.map((action) => ({
    id: action.id,
    fecha: action.at.toISOString(),
    accion: DESK_ACTION_WIRE[action.kind],
    documento: action.customerDocumentNumber,
    detalle: action.detail,
  }));
