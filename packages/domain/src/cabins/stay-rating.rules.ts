/** A stay's rating (spec §9 "ratings shown"; docs/decisions/0025): 1 to 5 stars and, if the person wants, words. */
export const STAY_RATING_STARS_MIN = 1;
export const STAY_RATING_STARS_MAX = 5;
export const STAY_RATING_COMMENT_MAX_LENGTH = 500;

/** Why a stay may not be rated, or null (docs/decisions/0025): only a stay that took place and has ended, once. */
export function stayRatingRefusal(
  stay: { state: 'reserved' | 'cancelled'; departure: string; rated: boolean },
  today: string,
) {
  if (stay.state === 'cancelled') return 'ratings.cancelled' as const;
  if (stay.departure > today) return 'ratings.stayNotEnded' as const;
  if (stay.rated) return 'ratings.alreadyRated' as const;
  return null;
}

/** An average of stars as people read it: one decimal (4.67 → 4.7). */
export function averageStars(totalStars: number, count: number): number {
  return count === 0 ? 0 : Math.round((totalStars / count) * 10) / 10;
}
