import { z } from 'zod';
import { productIdSchema } from '../products/products.schemas.ts';
import type { PaymentStateWire } from '../products/products.types.ts';
import { paymentAmountSchema } from './amount.rules.ts';
import { cardFieldsSchema } from './card.rules.ts';
import { captchaAnswerSchema, prepaidCodeSchema } from './prepaid.rules.ts';
import { walletPinSchema } from './wallet.rules.ts';

/** POST /pagos/tarjeta */
export const cardPaymentRequestSchema = cardFieldsSchema.extend({
  idProducto: productIdSchema,
  monto: paymentAmountSchema,
});

/** POST /pagos/qr */
export const qrPaymentRequestSchema = z.object({ idProducto: productIdSchema, monto: paymentAmountSchema }).strict();

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

const paymentRequestCode = z
  .string({ error: 'payments.friendCodeInvalid' })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, { error: 'payments.friendCodeInvalid' }));

/** POST /pagos/prepago */
export const prepaidPaymentRequestSchema = z
  .object({ idProducto: productIdSchema, monto: paymentAmountSchema, codigo: prepaidCodeSchema })
  .strict();

/** GET /captcha?tipo=pregunta: the accessible question instead of the image; optional, an old client sends nothing. */
export const captchaQuerySchema = z.object({
  tipo: z.enum(['imagen', 'pregunta'], { error: 'captcha.kindUnknown' }).optional(),
});

/** POST /tarjetas-prepago/saldo: the code and the captcha shown for idCaptcha. */
export const prepaidBalanceRequestSchema = z
  .object({ codigo: prepaidCodeSchema, idCaptcha: z.uuid({ error: 'captcha.wrong' }), captcha: captchaAnswerSchema })
  .strict();

/** POST /pagos/billetera */
export const walletPaymentRequestSchema = z
  .object({ idProducto: productIdSchema, monto: paymentAmountSchema, pin: walletPinSchema })
  .strict();

/** POST /pagos/amigo/solicitud: the owner asks for this amount of this product. */
export const friendRequestSchema = z.object({ idProducto: productIdSchema, monto: paymentAmountSchema }).strict();
/** GET /pagos/amigo */
export const friendCodeQuerySchema = z.object({ codigo: paymentRequestCode });
/** POST /pagos/amigo/tarjeta: the friend pays the code with their card. */
export const friendCardPaymentSchema = cardFieldsSchema.extend({ codigo: paymentRequestCode });

export interface Captcha {
  idCaptcha: string;
  /** The image of a captcha of letters; empty for a question. */
  svg: string;
  /** The question in words, in the caller's language; null for an image. */
  pregunta: string | null;
}

export interface PrepaidBalance {
  terminacion: string;
  saldo: string;
  moneda: string;
  estado: 'habilitada' | 'no_habilitada' | 'vencida';
  vence: string;
}

export interface WalletBalance {
  puntos: string;
  /** what the points pay, in dollars */
  equivalente: string;
  bloqueadaHasta: string | null;
}

export interface FriendRequest {
  codigo: string;
  monto: string;
  moneda: string;
  expira: string;
  /** what the friend pays for: the product and the first name of its owner, nothing more */
  descripcion: string;
  empresa: string;
  titular: string;
  estado: 'pendiente' | 'pagado' | 'vencido';
}
