import type { HouseSchedule } from '../catalogue/house-schedule.rules.ts';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';
import {
  type AppliedDiscount,
  type DiscountWire,
  discountOf,
  discountWire,
  type HouseScheduleWire,
  houseScheduleOf,
  houseScheduleWire,
} from './price-terms.wire.ts';

/*
 * How a lot, a membership or a season pass is paid (spec §2 /forma-pago/lote): cash, or credit with an
 * initial amount and a term. "contado"/"credito" and decimal strings on the wire and in the row that keeps
 * the plan agreed (prereservations.plan holds that record, as it always has); kinds and cents inside.
 */

export type PaymentKind = 'cash' | 'credit';
export type PaymentKindWire = 'contado' | 'credito';

const PAYMENT_KIND_WIRE: Record<PaymentKind, PaymentKindWire> = { cash: 'contado', credit: 'credito' };
export const paymentKindWire = (kind: PaymentKind): PaymentKindWire => PAYMENT_KIND_WIRE[kind];

/** Inside: the plan asked for; the schema made sure credit has its initial amount and term. */
export interface PlanChoice {
  paymentKind: PaymentKind;
  initialCents: bigint | undefined;
  termMonths: number | undefined;
}

export const planChoiceOf = (wire: {
  formaPago: PaymentKindWire;
  cuotaInicial?: string | undefined;
  plazo?: number | undefined;
}): PlanChoice => ({
  paymentKind: wire.formaPago === 'credito' ? 'credit' : 'cash',
  initialCents: wire.cuotaInicial === undefined ? undefined : (parseAmountToCents(wire.cuotaInicial) ?? 0n),
  termMonths: wire.plazo,
});

/**
 * Inside: the plan a pre-reservation agreed: cash, or the initial amount and term of its credit (for a
 * house, the first part of its 3% and its 5 instalments, with its dues); and the discount its price took.
 */
export interface AgreedPlan {
  paymentKind: PaymentKind;
  initialCents: bigint | null;
  termMonths: number | null;
  discount: AppliedDiscount | null;
  house: HouseSchedule | null;
}

/**
 * The record a pre-reservation's row keeps of its plan. `descuento` and `vivienda` came with
 * docs/decisions/0024: a row written before has neither, and reads as no discount and no house dues.
 */
export interface AgreedPlanRecord {
  formaPago: PaymentKindWire;
  cuotaInicial: string | null;
  plazo: number | null;
  descuento?: DiscountWire | null;
  vivienda?: HouseScheduleWire | null;
}

export const agreedPlanRecord = (plan: AgreedPlan): AgreedPlanRecord => ({
  formaPago: paymentKindWire(plan.paymentKind),
  cuotaInicial: plan.initialCents === null ? null : dec(plan.initialCents),
  plazo: plan.termMonths,
  descuento: plan.discount ? discountWire(plan.discount) : null,
  vivienda: plan.house ? houseScheduleWire(plan.house) : null,
});

export const agreedPlanOf = (record: AgreedPlanRecord): AgreedPlan => ({
  paymentKind: record.formaPago === 'contado' ? 'cash' : 'credit',
  initialCents: record.cuotaInicial === null ? null : (parseAmountToCents(record.cuotaInicial) ?? 0n),
  termMonths: record.plazo,
  discount: record.descuento ? discountOf(record.descuento) : null,
  house: record.vivienda ? houseScheduleOf(record.vivienda) : null,
});
