import { z } from 'zod';
import { documentNumberSchema } from '../auth/auth.schemas.ts';
import { cabinReservationIdSchema, cabinReservationSchema } from '../cabins/cabin.schemas.ts';

/**
 * Spec §2 cashier, docs/decisions/0015: the cashier acts for a customer at the desk, naming them by their
 * document number. Every call carries it; the server finds the customer, acts, and audits.
 */
const customerDocument = z.object({
  documento: z
    .string({ error: 'cashier.documentRequired' })
    .trim()
    .min(1, { error: 'cashier.documentRequired' })
    .pipe(documentNumberSchema),
});

/** POST /caja/cliente and GET /caja/cabanas?documento. */
export const cashierCustomerSchema = customerDocument;
/** POST /caja/cabanas/reservas: a reservation for the customer. */
export const cashierCabinReservationSchema = cabinReservationSchema.extend(customerDocument.shape);
/** POST /caja/cabanas/reservas/cancelar. */
export const cashierCabinCancelSchema = cabinReservationIdSchema.extend(customerDocument.shape);

/** The customer the cashier serves. */
export interface CashierCustomer {
  documento: string;
  nombre: string;
}

/** One audited action of the cashier (GET /caja/acciones). */
export interface CashierAction {
  id: number;
  /** ISO instant */
  fecha: string;
  accion: 'consulta' | 'reserva' | 'cancelacion';
  documento: string;
  detalle: string;
}
