import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { buyerFromWire } from '../prereservations/buyer.wire.ts';
import {
  type PrereservationStepDone,
  type PrereservationStepWire,
  prereservationStepAnswer,
  prereservationStepWire,
} from '../prereservations/prereservations.wire.ts';
import { passPrereservationSchema, passTypeQuerySchema, type SeasonPassTypeWire } from './season-pass.rules.ts';

/*
 * The season passes' wire (spec §2 /prereservar-abono/{tipoAbono}, §9; docs/decisions/0012, 0020): prices
 * as decimal strings; inside, cents and English names.
 */

export const passTypeRequest = passTypeQuerySchema.transform((query) => ({ passType: query.tipoAbono }));

/** POST /prereservas/abono: the pass type, the price chosen (spec §5: required first) and the buyer. */
export const passPrereservationRequest = passPrereservationSchema.transform((body) => ({
  passType: body.tipoAbono,
  priceId: body.idPrecio,
  buyer: buyerFromWire(body.cliente),
}));

/** Inside: a pass type, whether it is on sale today, its benefits, and what is left of each price. */
export interface SeasonPassOffer {
  passType: string;
  open: boolean;
  parkPasses: number;
  spaDiscountPercent: number;
  hospitalisationDiscountPercent: number;
  prices: { id: number; option: string; priceCents: bigint; left: number }[];
}

export const seasonPassTypeAnswer = z.object({
  tipoAbono: z.string(),
  abierto: z.boolean(),
  pasesParque: z.number().int(),
  descuentoSpa: z.number(),
  descuentoHospitalizacion: z.number(),
  precios: z.array(
    z.object({ idPrecio: z.number().int(), opcion: z.string(), precio: z.string(), disponibles: z.number().int() }),
  ),
}) satisfies z.ZodType<SeasonPassTypeWire>;

export const seasonPassTypeWire = (offer: SeasonPassOffer): SeasonPassTypeWire => ({
  tipoAbono: offer.passType,
  abierto: offer.open,
  pasesParque: offer.parkPasses,
  descuentoSpa: offer.spaDiscountPercent,
  descuentoHospitalizacion: offer.hospitalisationDiscountPercent,
  precios: offer.prices.map((p) => ({
    idPrecio: p.id,
    opcion: p.option,
    precio: dec(p.priceCents),
    disponibles: p.left,
  })),
});

/** A season pass's pre-reservation also says how many passes of its price are left. */
export const passPrereservationAnswer = prereservationStepAnswer.extend({ disponibles: z.number().int() });

/** Inside: a pass pre-reserved, and how many passes of its price are left. */
export interface PassPrereserved extends PrereservationStepDone {
  passesLeft: number;
}

export const passPrereservationWire = (done: PassPrereserved): PrereservationStepWire & { disponibles: number } => ({
  ...prereservationStepWire(done),
  disponibles: done.passesLeft,
});
