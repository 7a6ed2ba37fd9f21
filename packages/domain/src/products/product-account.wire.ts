import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import {
  type Charges,
  type Instalment,
  type InstalmentState,
  outstandingTotal,
  sumCharges,
} from './instalments.rules.ts';
import {
  type InstalmentRow,
  type InstalmentStateWire,
  PAYMENT_METHOD_WIRE,
  PAYMENT_STATE_WIRE,
  type PaymentRow,
  type ProductDetail,
} from './products.types.ts';
import { money, type ProductStanding, productSummaryAnswer, productSummaryWire } from './products.wire.ts';

/* One product's account on the wire: its schedule, its payments and the totals (docs/decisions/0008, 0020). */

/** Inside: an instalment with its state today and the receipt that settled it. */
export interface InstalmentStanding {
  instalment: Instalment;
  state: InstalmentState;
  receiptNumber: string | null;
}

/** A payment as its owner sees it in a product's history. */
export interface PaymentFacts {
  id: number;
  createdAt: Date;
  amountCents: bigint;
  /** card, qr, prepaid, wallet */
  method: string;
  /** confirmed, pending, regularising, expired, refunded */
  state: string;
  receiptNumber: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** its refunds that hold money (not the declined ones), oldest first */
  refunds: readonly { createdAt: Date; completedAt: Date | null; amountCents: bigint; state: string }[];
}

/** Inside: a product with its schedule, payments and totals. */
export interface ProductAccount extends ProductStanding {
  instalments: InstalmentStanding[];
  payments: PaymentFacts[];
  charged: Charges;
  paid: Charges;
}

const INSTALMENT_STATE: Record<InstalmentState, InstalmentStateWire> = {
  paid: 'PAGADA',
  overdue: 'VENCIDA',
  pending: 'PENDIENTE',
};

/** What was charged, part by part, and what was paid: of one instalment, or of the whole schedule. */
const chargesAnswer = {
  monto: money,
  capital: money,
  interes: money,
  multas: money,
  gastos: money,
  formulario: money,
  pagado: money,
};

function chargesWire(charged: Charges, paid: Charges) {
  return {
    monto: dec(sumCharges(charged)),
    capital: dec(charged.capital),
    interes: dec(charged.interest),
    multas: dec(charged.fines),
    gastos: dec(charged.expenses),
    formulario: dec(charged.formFee),
    pagado: dec(sumCharges(paid)),
  };
}

const instalmentRowAnswer = z.object({
  nroCuota: z.number().int(),
  fechaVencimiento: z.string(),
  ...chargesAnswer,
  saldo: money,
  estado: z.enum(['PAGADA', 'VENCIDA', 'PENDIENTE']),
  nroRecibo: z.string().nullable(),
}) satisfies z.ZodType<InstalmentRow>;

export function instalmentRowWire({ instalment, state, receiptNumber }: InstalmentStanding): InstalmentRow {
  return {
    nroCuota: instalment.number,
    fechaVencimiento: instalment.dueDate,
    ...chargesWire(instalment.charged, instalment.paid),
    saldo: dec(outstandingTotal(instalment)),
    estado: INSTALMENT_STATE[state],
    nroRecibo: receiptNumber,
  };
}

export const paymentRowAnswer = z.object({
  idPago: z.number().int(),
  fecha: z.string(),
  monto: money,
  metodo: z.enum(['tarjeta', 'qr', 'tarjeta_prepago', 'billetera']),
  estado: z.enum(['confirmado', 'pendiente', 'en_regularizacion', 'expirado', 'reembolsado']),
  nroRecibo: z.string().nullable(),
  tarjeta: z.string().nullable(),
  reembolsado: money,
  reembolsos: z.array(z.object({ fecha: z.string(), monto: money, estado: z.enum(['en_curso', 'completado']) })),
}) satisfies z.ZodType<PaymentRow>;

export function paymentRowWire(payment: PaymentFacts): PaymentRow {
  return {
    idPago: payment.id,
    fecha: payment.createdAt.toISOString(),
    monto: dec(payment.amountCents),
    metodo: PAYMENT_METHOD_WIRE[payment.method] ?? 'tarjeta',
    estado: PAYMENT_STATE_WIRE[payment.state] ?? 'pendiente',
    nroRecibo: payment.receiptNumber,
    tarjeta: payment.cardBrand ? `${payment.cardBrand.toUpperCase()} ${payment.cardLast4}` : null,
    reembolsado: dec(payment.refunds.reduce((sum, r) => sum + r.amountCents, 0n)),
    // The customer is told the money is back, or on its way: how the acquirer or the bank got it there is ours.
    // Given back on the day the money left; on its way since it was asked.
    reembolsos: payment.refunds.map((r) => ({
      fecha: (r.completedAt ?? r.createdAt).toISOString(),
      monto: dec(r.amountCents),
      estado: r.state === 'completed' ? 'completado' : 'en_curso',
    })),
  };
}

export const productDetailAnswer = productSummaryAnswer.extend({
  cuotas: z.array(instalmentRowAnswer),
  pagos: z.array(paymentRowAnswer),
  totales: z.object(chargesAnswer),
}) satisfies z.ZodType<ProductDetail>;

export function productDetailWire(account: ProductAccount): ProductDetail {
  return {
    ...productSummaryWire(account),
    cuotas: account.instalments.map(instalmentRowWire),
    pagos: account.payments.map(paymentRowWire),
    totales: chargesWire(account.charged, account.paid),
  };
}
