import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';

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

/** Inside: the plan a pre-reservation agreed: cash, or the initial amount and term of its credit. */
export interface AgreedPlan {
  paymentKind: PaymentKind;
  initialCents: bigint | null;
  termMonths: number | null;
}

/** The record a pre-reservation's row keeps of its plan. */
export interface AgreedPlanRecord {
  formaPago: PaymentKindWire;
  cuotaInicial: string | null;
  plazo: number | null;
}

export const agreedPlanRecord = (plan: AgreedPlan): AgreedPlanRecord => ({
  formaPago: paymentKindWire(plan.paymentKind),
  cuotaInicial: plan.initialCents === null ? null : dec(plan.initialCents),
  plazo: plan.termMonths,
});

export const agreedPlanOf = (record: AgreedPlanRecord): AgreedPlan => ({
  paymentKind: record.formaPago === 'contado' ? 'cash' : 'credit',
  initialCents: record.cuotaInicial === null ? null : (parseAmountToCents(record.cuotaInicial) ?? 0n),
  termMonths: record.plazo,
});
