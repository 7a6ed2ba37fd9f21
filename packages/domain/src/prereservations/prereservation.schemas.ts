import { z } from 'zod';
import { catalogueIdSchema } from '../catalogue/catalogue.schemas.ts';
import { initialAmountSchema, type PlanSimulationWire, termSchema } from '../plans/plan.rules.ts';
import { customerDataSchema } from './customer-data.schemas.ts';
import type { DiscountWire, HouseScheduleWire } from './price-terms.wire.ts';

/** How a lot is paid (spec §2 /forma-pago/lote): cash, or credit with an initial amount and a term. */
const lotPlanFields = {
  idLote: catalogueIdSchema('catalogue.lotNotFound'),
  formaPago: z.enum(['contado', 'credito'], { error: 'catalogue.paymentKindInvalid' }),
  cuotaInicial: initialAmountSchema.optional(),
  plazo: termSchema.optional(),
};

/** Credit needs its initial amount and term; cash needs neither. */
function creditHasPlan(
  value: { formaPago: string; cuotaInicial?: string | undefined; plazo?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.formaPago !== 'credito') return;
  if (value.cuotaInicial === undefined)
    ctx.addIssue({ code: 'custom', path: ['cuotaInicial'], message: 'plan.initialInvalid' });
  if (value.plazo === undefined) ctx.addIssue({ code: 'custom', path: ['plazo'], message: 'plan.termInvalid' });
}

/** POST /lotes/simular */
export const lotPlanRequestSchema = z.object(lotPlanFields).superRefine(creditHasPlan);
export type LotPlanRequest = z.output<typeof lotPlanRequestSchema>;

/** POST /prereservas: a lot, how it will be paid, and the buyer's data (spec §3, §5). */
export const prereservationRequestSchema = z
  .object({ ...lotPlanFields, cliente: customerDataSchema })
  .superRefine(creditHasPlan);
export type PrereservationRequest = z.output<typeof prereservationRequestSchema>;

export const prereservationIdSchema = z.object({ idPrereserva: catalogueIdSchema('prereservations.notFound') });

/**
 * The answer of a lot's simulation: the price (after the discount), and the credit plan when credit was
 * asked; the list price and the discount as their own lines, and a house's dues (docs/decisions/0024).
 */
export interface LotPlanSimulation {
  formaPago: 'contado' | 'credito';
  moneda: string;
  precio: string;
  credito: PlanSimulationWire | null;
  precioLista: string;
  descuento: DiscountWire | null;
  vivienda: HouseScheduleWire | null;
}

/** A row of /Producto/Vendido: a pre-reservation of a lot, a membership or a season pass, at whatever step it is. */
export interface SoldProductRow {
  idPrereserva: number;
  tipo: 'lote' | 'membresia' | 'abono';
  estado: 'prereservado' | 'reservado' | 'comprado' | 'liberado';
  descripcion: string;
  /** a lot's, for its map */
  idLote: number | null;
  idProyecto: number | null;
  /** the membership code or the season-pass type */
  codigo: string | null;
  beneficiarios: number;
  cliente: string;
  documentoCliente: string;
  formaPago: 'contado' | 'credito';
  precio: string;
  moneda: string;
  fecha: string;
  actualizado: string;
  pasos: { paso: string; fecha: string }[];
  /** the season pass's discount the price took, and a house's dues (docs/decisions/0024) */
  descuento: DiscountWire | null;
  vivienda: HouseScheduleWire | null;
}

/** GET /ventas/productos: the adviser's pre-reservations, reservations and purchases, and their earlier sales. */
export interface SoldProducts {
  prereservas: SoldProductRow[];
  pendientes: number;
  maximoPendientes: number;
  ventas: {
    descripcion: string;
    contrato: string;
    cliente: string;
    fecha: string;
    formaPago: 'contado' | 'credito';
    precio: string;
  }[];
}
