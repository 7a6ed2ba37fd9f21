import { z } from 'zod';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';
import { PAYMENT_STATE_WIRE, type PaymentStateWire } from '../products/products.types.ts';
import type { paymentAmountSchema } from './amount.rules.ts';
import { cardOf } from './card.rules.ts';
import {
  cardPaymentRequestSchema,
  type PaymentResult,
  paymentQuerySchema,
  type QrCharge,
  qrPaymentRequestSchema,
} from './payments.schemas.ts';

/*
 * The payments' wire (docs/decisions/0008, 0020): amounts travel as decimal strings and are cents inside,
 * from the request schema on; answers are written back as decimal strings.
 */

/** A valid, non-zero amount ("150", "150,5") as cents; whether it exceeds the debt is the service's rule. */
export const amountCentsOf = (text: z.output<typeof paymentAmountSchema>): bigint => parseAmountToCents(text)!;

export const cardPaymentRequest = cardPaymentRequestSchema.transform((body) => ({
  productId: body.idProducto,
  amountCents: amountCentsOf(body.monto),
  card: cardOf(body),
}));

export const qrPaymentRequest = qrPaymentRequestSchema.transform((body) => ({
  productId: body.idProducto,
  amountCents: amountCentsOf(body.monto),
}));

export const paymentRequest = paymentQuerySchema.transform((query) => ({ paymentId: query.idPago }));

/**
 * The bank's webhook keeps the bank's own field names: its signature is computed over exactly them, and
 * the QR bank adapter reads them (adapters/qr-bank).
 */
export const qrNotificationRequest = z
  .object({
    referencia: z.string().min(1).max(100),
    monto: z.string().min(1).max(20),
    transaccion: z.string().min(1).max(100),
  })
  .strict();

export const sandboxQrPayRequest = z
  .object({ referencia: z.string().min(1).max(100) })
  .strict()
  .transform((body) => ({ reference: body.referencia }));

/** Inside: confirmed, pending, regularising (money kept for customer service), expired, refunded (docs/decisions/0043). */
export type PaymentState = 'confirmed' | 'pending' | 'regularising' | 'expired' | 'refunded';

/** Inside: what a payment call answers. */
export interface PaymentOutcome {
  paymentId: number;
  state: PaymentState;
  amountCents: bigint;
  receiptNumber: string | null;
  /** instalment numbers left with nothing owed by this payment */
  settledInstalments: number[];
}

const paymentStateAnswer = z.enum(['confirmado', 'pendiente', 'en_regularizacion', 'expirado', 'reembolsado']);
const stateWire = (state: PaymentState): PaymentStateWire => PAYMENT_STATE_WIRE[state] ?? 'pendiente';

export const paymentResultAnswer = z.object({
  idPago: z.number().int(),
  estado: paymentStateAnswer,
  monto: z.string(),
  nroRecibo: z.string().nullable(),
  cuotasPagadas: z.array(z.number().int()),
}) satisfies z.ZodType<PaymentResult>;

export function paymentResultWire(outcome: PaymentOutcome): PaymentResult {
  return {
    idPago: outcome.paymentId,
    estado: stateWire(outcome.state),
    monto: dec(outcome.amountCents),
    nroRecibo: outcome.receiptNumber,
    cuotasPagadas: outcome.settledInstalments,
  };
}

/** Inside: a QR the customer's bank app scans, pending until the bank confirms it. */
export interface QrChargeIssued {
  paymentId: number;
  amountCents: bigint;
  reference: string;
  /** the QR as an SVG image */
  qrSvg: string;
  expiresAt: Date;
}

export const qrChargeAnswer = z.object({
  idPago: z.number().int(),
  estado: paymentStateAnswer,
  monto: z.string(),
  referencia: z.string(),
  qrSvg: z.string(),
  expira: z.string(),
}) satisfies z.ZodType<QrCharge>;

export function qrChargeWire(charge: QrChargeIssued): QrCharge {
  return {
    idPago: charge.paymentId,
    estado: 'pendiente',
    monto: dec(charge.amountCents),
    referencia: charge.reference,
    qrSvg: charge.qrSvg,
    expira: charge.expiresAt.toISOString(),
  };
}

/** What the bank is told: the state the payment is in now. */
export const qrNotificationAnswer = z.object({ estado: paymentStateAnswer });
export const qrNotificationWire = (state: PaymentState): z.output<typeof qrNotificationAnswer> => ({
  estado: stateWire(state),
});

export const sandboxQrPayAnswer = z.object({ transaccion: z.string() });
export const sandboxQrPayWire = (transaction: string): z.output<typeof sandboxQrPayAnswer> => ({
  transaccion: transaction,
});

/** What the bank is told when it confirms a transfer back (docs/decisions/0043): where the refund stands now. */
export const qrTransferNotificationAnswer = z.object({ estado: z.enum(['adeudado', 'completado']) });
export const qrTransferNotificationWire = (state: string): z.output<typeof qrTransferNotificationAnswer> => ({
  estado: state === 'completed' ? 'completado' : 'adeudado',
});
