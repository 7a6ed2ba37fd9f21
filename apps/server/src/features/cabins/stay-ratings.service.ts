import type { StayRatingInput } from '@vo/domain/cabins/cabins.wire';
import { stayRatingRefusal } from '@vo/domain/cabins/stay-rating.rules';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { ownReservation } from './cabins.repo.ts';
import { insertRating, isRated } from './stay-ratings.repo.ts';

/**
 * POST /cabanas/reservas/calificar: the guest's stars for a stay of theirs that has ended, once, while
 * ratings are shown (spec §9; docs/decisions/0025). The reservation is locked while the rating is written.
 */
export async function rateStay(deps: AppDeps, session: SessionContext, input: StayRatingInput) {
  if (!deps.featureFlags.ratingsShown) throw new AppError('ratings.off');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const stay = await ownReservation(tx, session.userId, input.reservationId);
    if (!stay) throw new AppError('cabins.notFound', 1, {}, { campo: 'idReserva' });
    const refusal = stayRatingRefusal(
      {
        state: stay.state === 'cancelled' ? 'cancelled' : 'reserved',
        departure: stay.departure,
        rated: await isRated(tx, stay.id, session.userId),
      },
      businessDateOf(now),
    );
    if (refusal) throw new AppError(refusal, 1, {}, { campo: 'idReserva' });
    const added = await insertRating(tx, {
      reservationId: stay.id,
      userId: session.userId,
      stars: input.stars,
      comment: input.comment,
      ratedAt: now,
    });
    if (!added) throw new AppError('ratings.alreadyRated', 1, {}, { campo: 'idReserva' });
    return { reservationId: stay.id, stars: input.stars };
  });
}
