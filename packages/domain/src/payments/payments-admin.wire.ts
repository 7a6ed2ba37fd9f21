import { z } from 'zod';
import {
  dayQuerySchema,
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  searchTextSchema,
  staffReasonSchema,
} from '../back-office/back-office.wire.ts';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';
import { paymentAmountSchema } from './amount.rules.ts';
import type { RefundPart, RefundState } from './refund.rules.ts';

/* The back office's money section (docs/decisions/0040, 0043): payments by day, the list, regularisation, refunds. */

export const ADMIN_PAYMENT_METHODS = ['card', 'qr', 'prepaid', 'wallet'] as const;
export type AdminPaymentMethod = (typeof ADMIN_PAYMENT_METHODS)[number];

/** A payment's state on the wire, and the stored state each names. */
export const ADMIN_PAYMENT_STATES = {
  confirmado: 'confirmed',
  pendiente: 'pending',
  en_regularizacion: 'regularising',
  vencido: 'expired',
  reembolsado: 'refunded',
} as const;
export type AdminPaymentStateWire = keyof typeof ADMIN_PAYMENT_STATES;
export const adminPaymentStateWire = (state: string): AdminPaymentStateWire =>
  (Object.entries(ADMIN_PAYMENT_STATES).find(([, stored]) => stored === state)?.[0] ??
    'pendiente') as AdminPaymentStateWire;

const companyIdSchema = z
  .string({ error: 'adminMoney.companyInvalid' })
  .regex(/^\d{1,6}$/, { error: 'adminMoney.companyInvalid' })
  .transform(Number);
const paymentIdSchema = z.number({ error: 'adminMoney.paymentInvalid' }).int().positive();

/** `desde`..`hasta`, La Paz days, both optional (the server answers the last 30 days). */
export const dayTotalsRequest = z
  .object({ desde: dayQuerySchema.optional(), hasta: dayQuerySchema.optional() })
  .transform((q) => ({ from: q.desde, to: q.hasta }));

const dayRow = z.object({
  dia: z.string(),
  cantidad: z.number().int(),
  /** what the payments received that day add up to, less what was refunded that day */
  pagos: z.string(),
  /** the ledger's net on the clearing accounts that day */
  libroMayor: z.string(),
  /** pagos − libroMayor: 0 when they reconcile */
  diferencia: z.string(),
});
const dayDetailRow = z.object({
  dia: z.string(),
  metodo: z.enum(ADMIN_PAYMENT_METHODS),
  empresaId: z.number().int(),
  empresa: z.string(),
  cantidad: z.number().int(),
  monto: z.string(),
});
export const dayTotalsAnswer = z.object({
  desde: z.string(),
  hasta: z.string(),
  dias: z.array(dayRow),
  detalle: z.array(dayDetailRow),
});
export type DayTotalsAnswer = z.infer<typeof dayTotalsAnswer>;

/** Inside: the money received over a range of La Paz days, each day beside the ledger. */
export interface DayTotals {
  from: string;
  to: string;
  /** newest day first */
  days: { day: string; count: number; paymentsCents: bigint; ledgerCents: bigint; differenceCents: bigint }[];
  detail: {
    day: string;
    method: AdminPaymentMethod;
    companyId: number;
    company: string;
    count: number;
    amountCents: bigint;
  }[];
}

export const dayTotalsWire = (totals: DayTotals): DayTotalsAnswer => ({
  desde: totals.from,
  hasta: totals.to,
  dias: totals.days.map((day) => ({
    dia: day.day,
    cantidad: day.count,
    pagos: dec(day.paymentsCents),
    libroMayor: dec(day.ledgerCents),
    diferencia: dec(day.differenceCents),
  })),
  detalle: totals.detail.map((row) => ({
    dia: row.day,
    metodo: row.method,
    empresaId: row.companyId,
    empresa: row.company,
    cantidad: row.count,
    monto: dec(row.amountCents),
  })),
});

/**
 * GET admin/pagos?pagina=&dia=&metodo=&empresa=&estado=&buscar=: `buscar` is a receipt number or a customer's
 * document number, whole (what a customer reads out on the phone).
 */
export const paymentListRequest = z
  .object({
    pagina: pageNumberSchema,
    buscar: searchTextSchema,
    dia: dayQuerySchema.optional(),
    metodo: z.enum(ADMIN_PAYMENT_METHODS, { error: 'adminMoney.methodInvalid' }).optional(),
    empresa: companyIdSchema.optional(),
    estado: z
      .enum(Object.keys(ADMIN_PAYMENT_STATES) as [AdminPaymentStateWire, ...AdminPaymentStateWire[]], {
        error: 'adminMoney.stateInvalid',
      })
      .optional(),
  })
  .transform((q) => ({
    page: q.pagina,
    search: q.buscar,
    day: q.dia,
    method: q.metodo,
    companyId: q.empresa,
    state: q.estado === undefined ? undefined : ADMIN_PAYMENT_STATES[q.estado],
  }));
export type PaymentListFilter = z.output<typeof paymentListRequest>;

export const adminPaymentRow = z.object({
  idPago: z.number().int(),
  fecha: z.string(),
  dia: z.string(),
  metodo: z.string(),
  estado: z.string(),
  monto: z.string(),
  moneda: z.string(),
  empresaId: z.number().int(),
  empresa: z.string(),
  cliente: z.string(),
  contrato: z.string(),
  nroRecibo: z.string().nullable(),
  /** what refunds hold of it (given back, owed or asked): the rest may still be refunded */
  reembolsado: z.string(),
  /** how it was paid, as the customer knows it: "VISA 1111", the prepaid code's last four */
  medio: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;
export const paymentListAnswer = pageAnswerOf(adminPaymentRow);

/** Inside: one payment as the console lists it; method and state as stored. */
export interface AdminPayment {
  id: number;
  createdAt: Date;
  /** its La Paz day, YYYY-MM-DD */
  day: string;
  method: string;
  state: string;
  amountCents: bigint;
  currency: string;
  companyId: number;
  company: string;
  customer: string;
  contract: string;
  receiptNumber: string | null;
  refundedCents: bigint;
  /** how it was paid, as the customer knows it ("VISA 1111"), decided by the service */
  means: string | null;
}

export const adminPaymentRowWire = (payment: AdminPayment): AdminPaymentRow => ({
  idPago: payment.id,
  fecha: payment.createdAt.toISOString(),
  dia: payment.day,
  metodo: payment.method,
  estado: adminPaymentStateWire(payment.state),
  monto: dec(payment.amountCents),
  moneda: payment.currency,
  empresaId: payment.companyId,
  empresa: payment.company,
  cliente: payment.customer,
  contrato: payment.contract,
  nroRecibo: payment.receiptNumber,
  reembolsado: dec(payment.refundedCents),
  medio: payment.means,
});
export const paymentListWire = (page: Page<AdminPayment>): z.output<typeof paymentListAnswer> =>
  pageWire(page, adminPaymentRowWire);

/** A money act on one payment, with the reason kept in the audit trail. */
export const paymentActRequest = z
  .object({ idPago: paymentIdSchema, motivo: staffReasonSchema })
  .transform((b) => ({ paymentId: b.idPago, reason: b.motivo }));

export const paymentActAnswer = z.object({
  idPago: z.number().int(),
  estado: z.string(),
  monto: z.string(),
  nroRecibo: z.string().nullable(),
});
export type PaymentActAnswer = z.infer<typeof paymentActAnswer>;

/** Inside: a payment as a money act leaves it (its state as stored). */
export interface PaymentAfterAct {
  id: number;
  state: string;
  amountCents: bigint;
  receiptNumber: string | null;
}

export const paymentActWire = (payment: PaymentAfterAct): PaymentActAnswer => ({
  idPago: payment.id,
  estado: adminPaymentStateWire(payment.state),
  monto: dec(payment.amountCents),
  nroRecibo: payment.receiptNumber,
});

/**
 * POST admin/pagos/reembolso: `monto` is what to give back, up to what is left; without it, everything left
 * (docs/decisions/0043).
 */
export const refundRequest = z
  .object({ idPago: paymentIdSchema, motivo: staffReasonSchema, monto: paymentAmountSchema.optional() })
  .transform((b) => ({
    paymentId: b.idPago,
    reason: b.motivo,
    amountCents: b.monto === undefined ? undefined : parseAmountToCents(b.monto)!,
  }));
export type RefundInput = z.output<typeof refundRequest>;

/** A refund's state on the wire, and the stored state each names. */
export const REFUND_STATE_WIRE = {
  requested: 'en_curso',
  owed: 'adeudado',
  completed: 'completado',
  declined: 'rechazado',
} as const satisfies Record<RefundState, string>;

/** Inside: one refund of a payment. */
export interface RefundFacts {
  id: number;
  paymentId: number;
  amountCents: bigint;
  state: RefundState;
  /** ours, sent to the acquirer or the bank (the sandbox bank's transfer is confirmed by it) */
  reference: string;
  /** the acquirer's or the bank's reference of the money sent back, once they gave one */
  externalReference: string | null;
  /** why the acquirer refused it */
  declineReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export const refundRowAnswer = z.object({
  idReembolso: z.number().int(),
  monto: z.string(),
  estado: z.enum(Object.values(REFUND_STATE_WIRE) as [string, ...string[]]),
  referencia: z.string(),
  referenciaExterna: z.string().nullable(),
  motivoRechazo: z.string().nullable(),
  fecha: z.string(),
  fechaCompletado: z.string().nullable(),
});
export type RefundRow = z.infer<typeof refundRowAnswer>;

export const refundRowWire = (refund: RefundFacts): RefundRow => ({
  idReembolso: refund.id,
  monto: dec(refund.amountCents),
  estado: REFUND_STATE_WIRE[refund.state],
  referencia: refund.reference,
  referenciaExterna: refund.externalReference,
  motivoRechazo: refund.declineReason,
  fecha: refund.createdAt.toISOString(),
  fechaCompletado: refund.completedAt?.toISOString() ?? null,
});

/** Inside: a refund just asked for, and the payment it belongs to as it stands after it. */
export interface RefundOutcome {
  payment: {
    id: number;
    method: string;
    currency: string;
    state: string;
    amountCents: bigint;
    receiptNumber: string | null;
    refundedCents: bigint;
  };
  refund: RefundFacts;
}

export const refundAnswer = paymentActAnswer.extend({ reembolsado: z.string(), reembolso: refundRowAnswer });

export const refundWire = ({ payment, refund }: RefundOutcome): z.infer<typeof refundAnswer> => ({
  ...paymentActWire(payment),
  reembolsado: dec(payment.refundedCents),
  reembolso: refundRowWire(refund),
});

/** GET admin/pagos/reembolsos?idPago=: a payment's refunds, oldest first. */
export const paymentRefundsRequest = z
  .object({
    idPago: z
      .string()
      .regex(/^\d{1,15}$/, { error: 'adminMoney.paymentInvalid' })
      .transform(Number),
  })
  .transform((q) => ({ paymentId: q.idPago }));
/**
 * A part of the payment a refund may still take back (refund.rules.ts RefundPart), in the order the payment
 * applied them: the console tells from them which instalments a refund re-opens before it is asked.
 */
const refundPartAnswer = z.object({
  tipo: z.enum(['regularizacion', 'cuota', 'cargo']),
  /** the instalment's number, for a part of one */
  cuota: z.number().int().nullable(),
  monto: z.string(),
});
export const paymentRefundsAnswer = z.object({
  reembolsos: z.array(refundRowAnswer),
  partes: z.array(refundPartAnswer),
});
export type PaymentRefundsAnswer = z.infer<typeof paymentRefundsAnswer>;

const PART_KIND_WIRE = { suspense: 'regularizacion', instalment: 'cuota', fee: 'cargo' } as const;
export const paymentRefundsWire = (refunds: readonly RefundFacts[], parts: readonly RefundPart[]) => ({
  reembolsos: refunds.map(refundRowWire),
  partes: parts.map((part) => ({
    tipo: PART_KIND_WIRE[part.kind],
    cuota: part.kind === 'instalment' ? part.instalmentNumber : null,
    monto: dec(part.cents),
  })),
});

/** The parts back from the wire, for refundReopens: which instalment and how much is all the console needs. */
export const refundPartsFromWire = (parts: PaymentRefundsAnswer['partes']): RefundPart[] =>
  parts.map((part): RefundPart => {
    const cents = parseAmountToCents(part.monto) ?? 0n;
    if (part.tipo === 'regularizacion') return { kind: 'suspense', cents };
    if (part.tipo === 'cargo') return { kind: 'fee', account: '', cents };
    const number = part.cuota ?? 0;
    return { kind: 'instalment', instalmentId: number, instalmentNumber: number, component: 'capital', cents };
  });
