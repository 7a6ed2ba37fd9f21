import { z } from 'zod';
import type { HouseSchedule } from '../catalogue/house-schedule.rules.ts';
import { centsToDecimalString as dec } from '../money.ts';
import { type CheckedPlan, planSimulationAnswer, planSimulationWire } from '../plans/plans.wire.ts';
import { buyerFromWire } from './buyer.wire.ts';
import { type PaymentKind, paymentKindWire, planChoiceOf } from './plan-choice.wire.ts';
import type { PrereservationState } from './prereservation.rules.ts';
import {
  type LotPlanSimulation,
  lotPlanRequestSchema,
  prereservationIdSchema,
  prereservationRequestSchema,
} from './prereservation.schemas.ts';
import {
  type AppliedDiscount,
  discountAnswer,
  discountWire,
  houseScheduleAnswer,
  houseScheduleWire,
} from './price-terms.wire.ts';

/*
 * The pre-reservations' wire (spec §2 /forma-pago/lote, /Producto/Vendido, §4; docs/decisions/0012, 0020):
 * a lot's plan, the pre-reservation and its steps. The advisers' list is sold-products.wire.ts.
 */

/** POST /lotes/simular */
export const lotPlanRequest = lotPlanRequestSchema.transform((body) => ({
  lotId: body.idLote,
  plan: planChoiceOf(body),
}));

/** POST /prereservas: a lot, how it will be paid, and the buyer. */
export const prereservationRequest = prereservationRequestSchema.transform((body) => ({
  lotId: body.idLote,
  plan: planChoiceOf(body),
  buyer: buyerFromWire(body.cliente),
}));

/** POST /prereservas/liberar, /reservar, /comprar */
export const prereservationStepRequest = prereservationIdSchema.transform((body) => ({
  prereservationId: body.idPrereserva,
}));

/**
 * Inside: a lot's list price, the discount taken off it, the price, and its credit plan when credit was
 * asked; a house on credit has its dues instead (spec §9, docs/decisions/0024).
 */
export interface LotPlanQuote {
  paymentKind: PaymentKind;
  currency: string;
  listCents: bigint;
  discount: AppliedDiscount | null;
  priceCents: bigint;
  credit: CheckedPlan | null;
  house: HouseSchedule | null;
}

export const lotPlanAnswer = z.object({
  formaPago: z.enum(['contado', 'credito']),
  moneda: z.string(),
  precio: z.string(),
  credito: planSimulationAnswer.nullable(),
  precioLista: z.string(),
  descuento: discountAnswer.nullable(),
  vivienda: houseScheduleAnswer.nullable(),
}) satisfies z.ZodType<LotPlanSimulation>;

export const lotPlanWire = (quote: LotPlanQuote): LotPlanSimulation => ({
  formaPago: paymentKindWire(quote.paymentKind),
  moneda: quote.currency,
  precio: dec(quote.priceCents),
  credito: quote.credit ? planSimulationWire(quote.credit) : null,
  precioLista: dec(quote.listCents),
  descuento: quote.discount ? discountWire(quote.discount) : null,
  vivienda: quote.house ? houseScheduleWire(quote.house) : null,
});

/** Inside: where a pre-reservation stands after a step (and the buyer's name, for the message). */
export interface PrereservationStepDone {
  prereservationId: number;
  state: PrereservationState;
}

const STATE_WIRE = {
  prereserved: 'prereservado',
  reserved: 'reservado',
  purchased: 'comprado',
  released: 'liberado',
} as const satisfies Record<PrereservationState, string>;
export type PrereservationStateWire = (typeof STATE_WIRE)[PrereservationState];
export const prereservationStateWire = (state: PrereservationState) => STATE_WIRE[state];

export const prereservationStepAnswer = z.object({
  idPrereserva: z.number().int(),
  estado: z.enum(['prereservado', 'reservado', 'comprado', 'liberado']),
});
export type PrereservationStepWire = z.output<typeof prereservationStepAnswer>;

export const prereservationStepWire = (done: PrereservationStepDone): PrereservationStepWire => ({
  idPrereserva: done.prereservationId,
  estado: prereservationStateWire(done.state),
});
