import { z } from 'zod';
import { cabinReservationIdSchema } from './cabin.schemas.ts';
import { STAY_RATING_COMMENT_MAX_LENGTH, STAY_RATING_STARS_MAX, STAY_RATING_STARS_MIN } from './stay-rating.rules.ts';

/** POST /cabanas/reservas/calificar */
export const stayRatingSchema = z.object({
  idReserva: cabinReservationIdSchema.shape.idReserva,
  estrellas: z
    .number({ error: 'ratings.starsInvalid' })
    .int({ error: 'ratings.starsInvalid' })
    .min(STAY_RATING_STARS_MIN, { error: 'ratings.starsInvalid' })
    .max(STAY_RATING_STARS_MAX, { error: 'ratings.starsInvalid' }),
  comentario: z
    .string({ error: 'ratings.commentTooLong' })
    .trim()
    .max(STAY_RATING_COMMENT_MAX_LENGTH, { error: 'ratings.commentTooLong' })
    .optional(),
});
export type StayRatingRequest = z.input<typeof stayRatingSchema>;
