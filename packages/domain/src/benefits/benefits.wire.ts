import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { cardOf } from '../payments/card.rules.ts';
import { type FeePaymentWire, productFeeSchema, travelQrSchema } from './benefit.schemas.ts';

/*
 * What the benefits' two fees share on the wire (docs/decisions/0015, 0020): a fee of one's own product
 * paid by card, and what paying it answers. The cards' and the travel benefit's own wires are beside it.
 */

/** POST /carnet/pagar and /beneficios-travel/pagar: the product, and the card as the payments read it. */
export const productFeeRequest = productFeeSchema.transform((body) => ({
  productId: body.idProducto,
  card: cardOf(body),
}));
export type ProductFeeInput = z.output<typeof productFeeRequest>;

/** POST /beneficios-travel/qr: the membership, nothing else (the amount is the fee's, not the caller's). */
export const travelQrRequest = travelQrSchema.transform((body) => ({ productId: body.idProducto }));

/** Inside: a fee paid, and the last day it now covers. */
export interface FeePaid {
  paymentId: number;
  receiptNumber: string;
  amountCents: bigint;
  validUntil: string;
}

export const feePaidAnswer = z.object({
  idPago: z.number().int(),
  nroRecibo: z.string(),
  monto: z.string(),
  vence: z.string(),
}) satisfies z.ZodType<FeePaymentWire>;

export const feePaidWire = (paid: FeePaid): FeePaymentWire => ({
  idPago: paid.paymentId,
  nroRecibo: paid.receiptNumber,
  monto: dec(paid.amountCents),
  vence: paid.validUntil,
});
