import { z } from 'zod';
import { SEASON_PASS_TYPES, type SeasonPassType } from '../catalogue/catalogue-config.ts';
import { customerDataSchema } from '../prereservations/customer-data.schemas.ts';
import { FAMILY_RENEWAL_DEADLINE } from './season-pass-config.ts';

export function passTypeOf(code: string): (typeof SEASON_PASS_TYPES)[number] | null {
  return SEASON_PASS_TYPES.find((type) => type.code === code) ?? null;
}

/** Spec §9: family renewals are taken up to the deadline (inclusive); after it that pass type is closed. */
export function passTypeOpen(code: SeasonPassType, today: string): boolean {
  return code !== 'familiar-renovacion' || today <= FAMILY_RENEWAL_DEADLINE;
}

export const passTypeQuerySchema = z.object({
  tipoAbono: z
    .string({ error: 'seasonPasses.typeNotFound' })
    .trim()
    .min(1)
    .max(40, { error: 'seasonPasses.typeNotFound' }),
});

/** POST /prereservas/abono: the pass type, the price chosen (spec §5: required first) and the buyer. */
export const passPrereservationSchema = z.object({
  tipoAbono: z
    .string({ error: 'seasonPasses.typeNotFound' })
    .trim()
    .min(1, { error: 'seasonPasses.typeNotFound' })
    .max(40),
  idPrecio: z.coerce
    .number({ error: 'seasonPasses.priceRequired' })
    .int({ error: 'seasonPasses.priceRequired' })
    .positive({ error: 'seasonPasses.priceRequired' })
    .max(2_147_483_647, { error: 'seasonPasses.priceRequired' }),
  cliente: customerDataSchema,
});
export type PassPrereservation = z.output<typeof passPrereservationSchema>;

/** GET /abonos/tipo?tipoAbono= */
export interface SeasonPassTypeWire {
  tipoAbono: string;
  abierto: boolean;
  pasesParque: number;
  descuentoSpa: number;
  descuentoHospitalizacion: number;
  precios: { idPrecio: number; opcion: string; precio: string; disponibles: number }[];
}
