import { z } from 'zod';
import type { HouseSchedule } from '../catalogue/house-schedule.rules.ts';
import { centsToDecimalString as dec } from '../money.ts';
import { type PaymentKind, paymentKindWire } from './plan-choice.wire.ts';
import type { PrereservationState } from './prereservation.rules.ts';
import type { SoldProductRow, SoldProducts } from './prereservation.schemas.ts';
import { prereservationStateWire } from './prereservations.wire.ts';
import {
  type AppliedDiscount,
  discountAnswer,
  discountWire,
  houseScheduleAnswer,
  houseScheduleWire,
} from './price-terms.wire.ts';

/* GET /ventas/productos (spec §2 /Producto/Vendido): the adviser's pre-reservations and earlier sales. */

export type PrereservationKind = 'lot' | 'membership' | 'season_pass';

/** Inside: a pre-reservation of a lot, a membership or a season pass, at whatever step it is. */
export interface SoldPrereservation {
  id: number;
  kind: PrereservationKind;
  state: PrereservationState;
  description: string;
  lotId: number | null;
  projectId: number | null;
  /** the membership code or the season-pass type */
  productCode: string | null;
  beneficiaryCount: number;
  customer: { name: string; documentNumber: string };
  paymentKind: PaymentKind;
  priceCents: bigint;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  steps: { step: string; at: Date }[];
  discount: AppliedDiscount | null;
  house: HouseSchedule | null;
}

export interface SalesBook {
  prereservations: SoldPrereservation[];
  pending: number;
  maxPending: number;
  /** sales that did not come through a pre-reservation here */
  sales: {
    description: string;
    contractNumber: string;
    customerName: string;
    /** YYYY-MM-DD */
    soldOn: string;
    paymentKind: PaymentKind;
    priceCents: bigint;
  }[];
}

const KIND_WIRE: Record<PrereservationKind, SoldProductRow['tipo']> = {
  lot: 'lote',
  membership: 'membresia',
  season_pass: 'abono',
};

const int = z.number().int();
const paymentKindAnswer = z.enum(['contado', 'credito']);

export const soldProductsAnswer = z.object({
  prereservas: z.array(
    z.object({
      idPrereserva: int,
      tipo: z.enum(['lote', 'membresia', 'abono']),
      estado: z.enum(['prereservado', 'reservado', 'comprado', 'liberado']),
      descripcion: z.string(),
      idLote: int.nullable(),
      idProyecto: int.nullable(),
      codigo: z.string().nullable(),
      beneficiarios: int,
      cliente: z.string(),
      documentoCliente: z.string(),
      formaPago: paymentKindAnswer,
      precio: z.string(),
      moneda: z.string(),
      fecha: z.string(),
      actualizado: z.string(),
      pasos: z.array(z.object({ paso: z.string(), fecha: z.string() })),
      descuento: discountAnswer.nullable(),
      vivienda: houseScheduleAnswer.nullable(),
    }),
  ),
  pendientes: int,
  maximoPendientes: int,
  ventas: z.array(
    z.object({
      descripcion: z.string(),
      contrato: z.string(),
      cliente: z.string(),
      fecha: z.string(),
      formaPago: paymentKindAnswer,
      precio: z.string(),
    }),
  ),
}) satisfies z.ZodType<SoldProducts>;

const soldProductRowWire = (p: SoldPrereservation): SoldProductRow => ({
  idPrereserva: p.id,
  tipo: KIND_WIRE[p.kind],
  estado: prereservationStateWire(p.state),
  descripcion: p.description,
  idLote: p.lotId,
  idProyecto: p.projectId,
  codigo: p.productCode,
  beneficiarios: p.beneficiaryCount,
  cliente: p.customer.name,
  documentoCliente: p.customer.documentNumber,
  formaPago: paymentKindWire(p.paymentKind),
  precio: dec(p.priceCents),
  moneda: p.currency,
  fecha: p.createdAt.toISOString(),
  actualizado: p.updatedAt.toISOString(),
  pasos: p.steps.map((s) => ({ paso: s.step, fecha: s.at.toISOString() })),
  descuento: p.discount ? discountWire(p.discount) : null,
  vivienda: p.house ? houseScheduleWire(p.house) : null,
});

export const soldProductsWire = (book: SalesBook): SoldProducts => ({
  prereservas: book.prereservations.map(soldProductRowWire),
  pendientes: book.pending,
  maximoPendientes: book.maxPending,
  ventas: book.sales.map((sale) => ({
    descripcion: sale.description,
    contrato: sale.contractNumber,
    cliente: sale.customerName,
    fecha: sale.soldOn,
    formaPago: paymentKindWire(sale.paymentKind),
    precio: dec(sale.priceCents),
  })),
});
