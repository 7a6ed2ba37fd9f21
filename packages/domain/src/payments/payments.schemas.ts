import { z } from 'zod';
import type { PaymentStateWire } from '../products/products.types.ts';
import { paymentAmountSchema } from './amount.rules.ts';
import { cardFieldsSchema } from './card.rules.ts';

const productId = z.number({ error: 'products.notFound' }).int({ error: 'products.notFound' }).positive({ error: 'products.notFound' });

/** POST /pagos/tarjeta */
export const cardPaymentRequestSchema = cardFieldsSchema.extend({ idProducto: productId, monto: paymentAmountSchema });

/** POST /pagos/qr */
export const qrPaymentRequestSchema = z.object({ idProducto: productId, monto: paymentAmountSchema }).strict();

/** GET /pagos/qr/estado, GET /pagos/recibo */
export const paymentQuerySchema = z.object({ idPago: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What a payment call answers. */
export interface PaymentResult {
  idPago: number;
  estado: PaymentStateWire;
  monto: string;
  nroRecibo: string | null;
  /** instalment numbers left with nothing owed by this payment */
  cuotasPagadas: number[];
}

/** What POST /pagos/qr answers: the code to scan and until when. */
export interface QrCharge {
  idPago: number;
  estado: PaymentStateWire;
  monto: string;
  referencia: string;
  /** the QR as an SVG image */
  qrSvg: string;
  expira: string;
}

/** GET /pagos/recibo: the receipt PDF, base64, inside the envelope (spec §7 envelope for every answer). */
export interface ReceiptDocument {
  nombreArchivo: string;
  pdfBase64: string;
}
