import { describe, expect, it } from 'vitest';
import { eligibilityRefusal, mayCancel, nightsOf, perNightCapRefusal, stayRefusal } from './cabin.rules.ts';
import { CABINS_PER_PERSON_PER_NIGHT } from './cabin-config.ts';

describe('cabin stays (spec §6; our window: tomorrow to 90 days, 1 to 7 nights)', () => {
  const today = '2026-11-23';

  it('counts the nights from arrival to the day before departure, across a month end', () => {
    expect(nightsOf('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(nightsOf('2026-11-29', '2026-11-29')).toEqual([]);
  });

  it('takes arrivals from tomorrow to 90 days ahead, and 1 to 7 nights', () => {
    expect(stayRefusal('2026-11-23', '2026-11-24', today)).toBe('cabins.outOfRange');
    expect(stayRefusal('2026-11-24', '2026-11-25', today)).toBeNull();
    expect(stayRefusal('2027-02-21', '2027-02-22', today)).toBeNull();
    expect(stayRefusal('2027-02-22', '2027-02-23', today)).toBe('cabins.outOfRange');
    expect(stayRefusal('2026-12-01', '2026-12-08', today)).toBeNull();
    expect(stayRefusal('2026-12-01', '2026-12-09', today)).toBe('cabins.tooManyNights');
    expect(stayRefusal('2026-12-01', '2026-12-01', today)).toBe('cabins.datesInvalid');
  });

  it('lets only customers with current instalments and an ID card valid to the last day reserve', () => {
    expect(
      eligibilityRefusal({ hasProduct: true, hasOverdue: true, idCardExpiresOn: '2030-01-01', lastDay: '2026-12-03' }),
    ).toBe('cabins.overdue');
    expect(
      eligibilityRefusal({ hasProduct: true, hasOverdue: false, idCardExpiresOn: null, lastDay: '2026-12-03' }),
    ).toBe('cabins.idCardMissing');
    expect(
      eligibilityRefusal({ hasProduct: true, hasOverdue: false, idCardExpiresOn: '2026-12-02', lastDay: '2026-12-03' }),
    ).toBe('cabins.idCardExpired');
    expect(
      eligibilityRefusal({ hasProduct: true, hasOverdue: false, idCardExpiresOn: '2026-12-03', lastDay: '2026-12-03' }),
    ).toBeNull();
  });

  it('refuses someone who holds no product at all: no instalments is not current instalments', () => {
    const noProduct = { hasProduct: false, hasOverdue: false, idCardExpiresOn: '2030-01-01', lastDay: '2026-12-03' };
    expect(eligibilityRefusal(noProduct)).toBe('cabins.noProduct');
  });

  it('cancels until 48 hours before the arrival day begins in La Paz (UTC−4)', () => {
    // Arrival 2026-12-03 begins 2026-12-03T04:00Z; 48 hours before is 2026-12-01T04:00Z.
    expect(mayCancel('2026-12-03', new Date('2026-12-01T04:00:00Z'))).toBe(true);
    expect(mayCancel('2026-12-03', new Date('2026-12-01T04:00:01Z'))).toBe(false);
  });

  it('lets one person hold two cabins a night, wherever they are, and not a third on any night of a stay', () => {
    expect(CABINS_PER_PERSON_PER_NIGHT).toBe(2);
    const held = [
      { arrival: '2026-12-01', departure: '2026-12-03' },
      { arrival: '2026-12-02', departure: '2026-12-04' },
    ];
    expect(perNightCapRefusal(held, nightsOf('2026-11-30', '2026-12-02'))).toBeNull();
    expect(perNightCapRefusal(held, nightsOf('2026-11-30', '2026-12-03'))).toBe('cabins.perNightCap');
    expect(perNightCapRefusal(held, nightsOf('2026-12-03', '2026-12-05'))).toBeNull();
    expect(perNightCapRefusal(held.slice(0, 1), nightsOf('2026-12-01', '2026-12-03'))).toBeNull();
  });
});
