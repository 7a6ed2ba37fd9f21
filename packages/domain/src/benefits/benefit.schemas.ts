import { z } from 'zod';
import { cardFieldsSchema } from '../payments/card.rules.ts';
import { productIdSchema } from '../products/products.schemas.ts';

/** GET /carnets?marca: the caller's accreditation cards, of one brand when asked (spec §2 /carnet-{brand}). */
export const cardsQuerySchema = z.object({
  marca: z
    .string({ error: 'benefits.brandInvalid' })
    .regex(/^[a-z]{1,30}$/, { error: 'benefits.brandInvalid' })
    .optional(),
});

/** POST /carnet/verificar: what the park gate read from the QR. */
export const cardCheckSchema = z.object({
  codigo: z
    .string({ error: 'benefits.qrInvalid' })
    .min(1, { error: 'benefits.qrInvalid' })
    .max(2_000, { error: 'benefits.qrInvalid' }),
});

/**
 * A fee of one's own product paid by card: POST /carnet/pagar (spec §2 /acreditacion-{brand}/payme, the
 * card's year) and POST /beneficios-travel/pagar (the RCI affiliation; spec §9: by card).
 */
export const productFeeSchema = cardFieldsSchema.extend({ idProducto: productIdSchema });
export type ProductFeeRequest = z.output<typeof productFeeSchema>;

/** POST /beneficios-travel/qr: the membership whose RCI affiliation is paid by QR (its amount is the fee's). */
export const travelQrSchema = z.object({ idProducto: productIdSchema });

export type CardStateWire = 'habilitado' | 'no_habilitado' | 'vencido';

export interface AccreditationCardWire {
  idProducto: number;
  numero: string;
  marca: string;
  /** the group company that issues it */
  empresa: string;
  membresia: string;
  /** a membership (it has a hotel service), or a season pass */
  esMembresia: boolean;
  titular: string;
  documento: string;
  /** the last day the paid fee covers (YYYY-MM-DD), null before the first fee */
  vence: string | null;
  estado: CardStateWire;
  /** the reason when not enabled (spec §8 dictionary) */
  motivo: string | null;
  /** the QR to show at the gate (SVG), only while enabled */
  qr: string | null;
  /** what the QR holds, for an app that draws its own QR */
  qrCodigo: string | null;
  /** when that QR stops scanning (ISO instant) */
  qrVence: string | null;
  cuota: string;
}

/** What the gate learns from a scan: whether to let the holder in, and whom to expect. */
export interface CardCheckWire {
  valido: boolean;
  estado: CardStateWire;
  titular: string;
  membresia: string;
  vence: string | null;
}

export interface TravelBenefitWire {
  idProducto: number;
  membresia: string;
  porcentajePagado: number;
  /** spec §6: supplied by the server */
  porcentajeRequerido: number;
  impedimento: { codigo: string; mensaje: string } | null;
  /** spec §3 "Benefit": RCI code and expiry, once bought */
  rci: { codigo: string; vence: string; vigente: boolean } | null;
  cuota: string;
  /** spec §9: the season pass's 20% on travel and land for 3 years, when the person holds one (docs/decisions/0024) */
  descuentoTierra: { porcentaje: number; hasta: string } | null;
}

export interface TravelBenefitsWire {
  beneficios: TravelBenefitWire[];
  /** spec §9 flags: which means of payment the benefit takes */
  medios: { tarjeta: boolean; qr: boolean };
}

/** What a fee payment answers. */
export interface FeePaymentWire {
  idPago: number;
  nroRecibo: string;
  monto: string;
  vence: string;
}
