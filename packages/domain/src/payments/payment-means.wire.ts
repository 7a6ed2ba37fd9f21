import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { CAPTCHA_KINDS_WIRE, type CaptchaKind } from './captcha.rules.ts';
import { cardOf } from './card.rules.ts';
import {
  type Captcha,
  captchaQuerySchema,
  type FriendRequest,
  friendCardPaymentSchema,
  friendCodeQuerySchema,
  friendRequestSchema,
  type PrepaidBalance,
  prepaidBalanceRequestSchema,
  prepaidPaymentRequestSchema,
  type WalletBalance,
  walletPaymentRequestSchema,
} from './payments.schemas.ts';
import { amountCentsOf } from './payments.wire.ts';
import type { PrepaidCardState } from './prepaid.rules.ts';

/* Prepaid codes, the points wallet and "ask a friend to pay" on the wire (docs/decisions/0008, 0020). */

export const prepaidPaymentRequest = prepaidPaymentRequestSchema.transform((body) => ({
  productId: body.idProducto,
  amountCents: amountCentsOf(body.monto),
  code: body.codigo,
}));

export const prepaidBalanceRequest = prepaidBalanceRequestSchema.transform((body) => ({
  code: body.codigo,
  captchaId: body.idCaptcha,
  captchaAnswer: body.captcha,
}));

export const walletPaymentRequest = walletPaymentRequestSchema.transform((body) => ({
  productId: body.idProducto,
  amountCents: amountCentsOf(body.monto),
  pin: body.pin,
}));

export const friendRequestRequest = friendRequestSchema.transform((body) => ({
  productId: body.idProducto,
  amountCents: amountCentsOf(body.monto),
}));

export const friendCodeRequest = friendCodeQuerySchema.transform((query) => ({ code: query.codigo }));

export const friendCardPaymentRequest = friendCardPaymentSchema.transform((body) => ({
  code: body.codigo,
  card: cardOf(body),
}));

export const captchaRequest = captchaQuerySchema.transform((query): { kind: CaptchaKind } => ({
  kind: CAPTCHA_KINDS_WIRE[query.tipo ?? 'imagen'],
}));

export const captchaAnswer = z.object({
  idCaptcha: z.string(),
  svg: z.string(),
  pregunta: z.string().nullable(),
}) satisfies z.ZodType<Captcha>;
export const captchaWire = (captcha: { id: string; svg: string; question: string | null }): Captcha => ({
  idCaptcha: captcha.id,
  svg: captcha.svg,
  pregunta: captcha.question,
});

/** Inside: what a prepaid card's owner may know of it once the captcha is right. */
export interface PrepaidCardView {
  last4: string;
  balanceCents: bigint;
  currency: string;
  state: PrepaidCardState;
  expiresAt: Date;
}

const PREPAID_STATE = { enabled: 'habilitada', notEnabled: 'no_habilitada', expired: 'vencida' } as const;

export const prepaidBalanceAnswer = z.object({
  terminacion: z.string(),
  saldo: z.string(),
  moneda: z.string(),
  estado: z.enum(['habilitada', 'no_habilitada', 'vencida']),
  vence: z.string(),
}) satisfies z.ZodType<PrepaidBalance>;

export function prepaidBalanceWire(card: PrepaidCardView): PrepaidBalance {
  return {
    terminacion: card.last4,
    saldo: dec(card.balanceCents),
    moneda: card.currency,
    estado: PREPAID_STATE[card.state],
    vence: card.expiresAt.toISOString(),
  };
}

/** Inside: the points, what they pay in cents, and until when wrong PINs lock the wallet. */
export interface WalletView {
  points: bigint;
  valueCents: bigint;
  lockedUntil: Date | null;
}

export const walletBalanceAnswer = z.object({
  puntos: z.string(),
  equivalente: z.string(),
  bloqueadaHasta: z.string().nullable(),
}) satisfies z.ZodType<WalletBalance>;

export function walletBalanceWire(wallet: WalletView): WalletBalance {
  return {
    puntos: wallet.points.toString(),
    equivalente: dec(wallet.valueCents),
    bloqueadaHasta: wallet.lockedUntil?.toISOString() ?? null,
  };
}

/** Inside: a "pay for me" code, with only what a friend needs to know of whose debt it pays. */
export interface PaymentRequestView {
  code: string;
  amountCents: bigint;
  currency: string;
  expiresAt: Date;
  description: string;
  companyName: string;
  holderFirstName: string;
  state: 'pending' | 'paid' | 'expired';
}

const REQUEST_STATE = { pending: 'pendiente', paid: 'pagado', expired: 'vencido' } as const;

export const friendRequestAnswer = z.object({
  codigo: z.string(),
  monto: z.string(),
  moneda: z.string(),
  expira: z.string(),
  descripcion: z.string(),
  empresa: z.string(),
  titular: z.string(),
  estado: z.enum(['pendiente', 'pagado', 'vencido']),
}) satisfies z.ZodType<FriendRequest>;

export function friendRequestWire(request: PaymentRequestView): FriendRequest {
  return {
    codigo: request.code,
    monto: dec(request.amountCents),
    moneda: request.currency,
    expira: request.expiresAt.toISOString(),
    descripcion: request.description,
    empresa: request.companyName,
    titular: request.holderFirstName,
    estado: REQUEST_STATE[request.state],
  };
}
