import { z } from 'zod';

/** GET novedades/pendiente: the newest novelty the person has not seen, in their language; null if none. */
export const pendingNoveltyAnswer = z.object({
  novedad: z
    .object({
      id: z.number().int(),
      titulo: z.string(),
      texto: z.string(),
      imagen: z.string(),
      enlace: z.string().nullable(),
    })
    .nullable(),
});
export type PendingNoveltyWire = z.output<typeof pendingNoveltyAnswer>;

/** POST novedades/vista: the person has seen it (closing the modal or following its link). */
export const noveltySeenRequest = z
  .object({
    idNovedad: z
      .number({ error: 'novelties.unknown' })
      .int({ error: 'novelties.unknown' })
      .positive({ error: 'novelties.unknown' })
      .max(2_147_483_647, { error: 'novelties.unknown' }),
  })
  .transform((body) => ({ noveltyId: body.idNovedad }));
