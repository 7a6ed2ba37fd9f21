import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue.ts';
import { centsToDecimalString as dec } from '../money.ts';
import type { TravelBenefitsWire } from './benefit.schemas.ts';
import { type FeePaid, feePaidAnswer, feePaidWire } from './benefits.wire.ts';

/*
 * The travel benefit's wire (spec §2 /beneficios-travel, §6; docs/decisions/0015, 0020): each membership's
 * paid share against the share asked, why not when not, and the RCI affiliation it holds.
 */

/** Inside: one membership and what the service decided of its travel benefit. */
export interface TravelBenefit {
  productId: number;
  membership: string;
  paidPercent: number;
  requiredPercent: number;
  refusal: { key: MessageKey; message: string } | null;
  rci: { code: string; validUntil: string; current: boolean } | null;
  feeCents: bigint;
  landDiscount: { percent: number; until: string } | null;
}

export interface TravelBenefits {
  benefits: TravelBenefit[];
  /** which means of payment the benefit takes (spec §9 flags) */
  means: { card: boolean; qr: boolean };
}

/** Inside: an RCI affiliation paid, and its member code. */
export interface RciPaid extends FeePaid {
  rciCode: string;
}

export const travelBenefitsAnswer = z.object({
  beneficios: z.array(
    z.object({
      idProducto: z.number().int(),
      membresia: z.string(),
      porcentajePagado: z.number(),
      porcentajeRequerido: z.number(),
      impedimento: z.object({ codigo: z.string(), mensaje: z.string() }).nullable(),
      rci: z.object({ codigo: z.string(), vence: z.string(), vigente: z.boolean() }).nullable(),
      cuota: z.string(),
      descuentoTierra: z.object({ porcentaje: z.number(), hasta: z.string() }).nullable(),
    }),
  ),
  medios: z.object({ tarjeta: z.boolean(), qr: z.boolean() }),
}) satisfies z.ZodType<TravelBenefitsWire>;

export const travelBenefitsWire = (home: TravelBenefits): TravelBenefitsWire => ({
  beneficios: home.benefits.map((benefit) => ({
    idProducto: benefit.productId,
    membresia: benefit.membership,
    porcentajePagado: benefit.paidPercent,
    porcentajeRequerido: benefit.requiredPercent,
    impedimento: benefit.refusal ? { codigo: benefit.refusal.key, mensaje: benefit.refusal.message } : null,
    rci: benefit.rci ? { codigo: benefit.rci.code, vence: benefit.rci.validUntil, vigente: benefit.rci.current } : null,
    cuota: dec(benefit.feeCents),
    descuentoTierra: benefit.landDiscount
      ? { porcentaje: benefit.landDiscount.percent, hasta: benefit.landDiscount.until }
      : null,
  })),
  medios: { tarjeta: home.means.card, qr: home.means.qr },
});

export const rciPaidAnswer = feePaidAnswer.extend({ codigoRci: z.string() });
export const rciPaidWire = (paid: RciPaid): z.output<typeof rciPaidAnswer> => ({
  ...feePaidWire(paid),
  codigoRci: paid.rciCode,
});
