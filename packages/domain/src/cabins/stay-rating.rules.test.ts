import { describe, expect, it } from 'vitest';
import { averageStars, stayRatingRefusal } from './stay-rating.rules.ts';

describe('stay ratings', () => {
  const ended = { state: 'reserved' as const, departure: '2026-11-20', rated: false };

  it('lets a stay be rated once it has ended, once', () => {
    expect(stayRatingRefusal(ended, '2026-11-20')).toBeNull();
    expect(stayRatingRefusal(ended, '2026-11-19')).toBe('ratings.stayNotEnded');
    expect(stayRatingRefusal({ ...ended, rated: true }, '2026-11-25')).toBe('ratings.alreadyRated');
    expect(stayRatingRefusal({ ...ended, state: 'cancelled' }, '2026-11-25')).toBe('ratings.cancelled');
  });

  it('averages to one decimal', () => {
    expect(averageStars(14, 3)).toBe(4.7);
    expect(averageStars(0, 0)).toBe(0);
  });
});
