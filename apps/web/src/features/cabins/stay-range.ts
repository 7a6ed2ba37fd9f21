import { nightsOf } from '@vo/domain/cabins/cabin.rules';
import { CABIN_MAX_NIGHTS } from '@vo/domain/cabins/cabin-config';
import { addDaysToDate } from '@vo/domain/time';

export interface StayRange {
  arrival: string;
  departure: string;
}

/**
 * A tap on a night of the calendar: the first tap picks one night (arrival, departure the next day); a tap on
 * a later night stretches that one night into a stay up to it, if every night between is free and the stay
 * keeps to CABIN_MAX_NIGHTS; any other tap starts again from the night tapped.
 */
export function pickNight(current: StayRange | null, night: string, isFree: (night: string) => boolean): StayRange {
  const single = { arrival: night, departure: addDaysToDate(night, 1) };
  if (!current || current.departure !== addDaysToDate(current.arrival, 1) || night <= current.arrival) return single;
  const stretched = { arrival: current.arrival, departure: addDaysToDate(night, 1) };
  const nights = nightsOf(stretched.arrival, stretched.departure);
  if (nights.length > CABIN_MAX_NIGHTS || !nights.every(isFree)) return single;
  return stretched;
}

/** Whether a night is one of the stay's (arrival included, departure not). */
export const inStay = (range: StayRange | null, night: string) =>
  range !== null && night >= range.arrival && night < range.departure;

/** What the stay costs at the kind's price per night, in cents: what the server will charge for it. */
export function stayPriceCents(range: StayRange, nightCents: bigint): bigint {
  return BigInt(nightsOf(range.arrival, range.departure).length) * nightCents;
}
