import { z } from 'zod';
import { INT32_KEY_MAX } from '../config.ts';
import { parseAmountToCents } from '../money.ts';

/** An id as sent; `max` is INT32_KEY_MAX for a table keyed by a 32-bit integer, so a larger one is "not found". */
const id = (error: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(max, { error });
/** An optional amount filter as typed: "1500" or "1500.50". */
const amount = z
  .string({ error: 'catalogue.amountInvalid' })
  .trim()
  .refine((text) => text === '' || parseAmountToCents(text) !== null, { error: 'catalogue.amountInvalid' })
  .optional();

/** GET /proyectos: spec §2 filters zone, complex type open/closed, initial fee, monthly fee, free lots; pages of 10. */
export const projectListQuerySchema = z.object({
  pagina: z.coerce
    .number({ error: 'catalogue.pageInvalid' })
    .int({ error: 'catalogue.pageInvalid' })
    .min(1, { error: 'catalogue.pageInvalid' })
    .max(10_000, { error: 'catalogue.pageInvalid' })
    .default(1),
  zona: z.string().trim().max(60, { error: 'catalogue.zoneInvalid' }).optional(),
  tipoComplejo: z.enum(['abierto', 'cerrado'], { error: 'catalogue.complexTypeInvalid' }).optional(),
  cuotaInicialMax: amount,
  cuotaMensualMax: amount,
  conLotesLibres: z.enum(['1', '0'], { error: 'catalogue.freeLotsInvalid' }).optional(),
});

export const projectQuerySchema = z.object({ idProyecto: id('catalogue.projectNotFound', INT32_KEY_MAX) });
export const lotQuerySchema = z.object({ idLote: id('catalogue.lotNotFound') });
export { id as catalogueIdSchema };
