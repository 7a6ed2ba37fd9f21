import { addDaysToDate } from '../time.ts';
import {
  CABIN_CANCEL_HOURS_BEFORE,
  CABIN_DAYS_AHEAD,
  CABIN_MAX_NIGHTS,
  CABINS_PER_PERSON_PER_NIGHT,
} from './cabin-config.ts';

/** The nights of a stay: arrival day included, departure day not. */
export function nightsOf(arrival: string, departure: string): string[] {
  const nights: string[] = [];
  for (let night = arrival; night < departure && nights.length <= CABIN_MAX_NIGHTS; night = addDaysToDate(night, 1))
    nights.push(night);
  return nights;
}

export type StayRefusal = 'cabins.datesInvalid' | 'cabins.tooManyNights' | 'cabins.outOfRange';

/** Spec §6 leaves the window to us: from tomorrow to 90 days ahead, 1 to 7 nights. */
export function stayRefusal(arrival: string, departure: string, today: string): StayRefusal | null {
  if (departure <= arrival) return 'cabins.datesInvalid';
  if (nightsOf(arrival, departure).length > CABIN_MAX_NIGHTS) return 'cabins.tooManyNights';
  if (arrival <= today || arrival > addDaysToDate(today, CABIN_DAYS_AHEAD)) return 'cabins.outOfRange';
  return null;
}

/** A stay a person holds already: its arrival, and its departure (the night before it is its last). */
export interface HeldStay {
  arrival: string;
  departure: string;
}

/**
 * One person holds at most CABINS_PER_PERSON_PER_NIGHT cabins on any night (docs/decisions/0042): the five
 * family cabins of a night are not one customer's to take. Answers the refusal when a night of the new
 * stay is full for them.
 */
export function perNightCapRefusal(held: readonly HeldStay[], nights: readonly string[]): 'cabins.perNightCap' | null {
  const full = nights.some(
    (night) =>
      held.filter((stay) => stay.arrival <= night && night < stay.departure).length >= CABINS_PER_PERSON_PER_NIGHT,
  );
  return full ? 'cabins.perNightCap' : null;
}

export type EligibilityRefusal =
  | 'cabins.noProduct'
  | 'cabins.overdue'
  | 'cabins.idCardMissing'
  | 'cabins.idCardExpired';

/**
 * Spec §6/§8: only customers with current instalments and a valid ID card reserve cabins; someone who
 * holds no product is no customer yet. An ID card valid on the day of departure or later is valid; one
 * that ends during the stay is not.
 */
export function eligibilityRefusal(input: {
  hasProduct: boolean;
  hasOverdue: boolean;
  idCardExpiresOn: string | null;
  lastDay: string;
}): EligibilityRefusal | null {
  if (!input.hasProduct) return 'cabins.noProduct';
  if (input.hasOverdue) return 'cabins.overdue';
  if (input.idCardExpiresOn === null) return 'cabins.idCardMissing';
  if (input.idCardExpiresOn < input.lastDay) return 'cabins.idCardExpired';
  return null;
}

export type DeskEligibilityRefusal =
  | 'cabins.desk.noProduct'
  | 'cabins.desk.overdue'
  | 'cabins.desk.idCardMissing'
  | 'cabins.desk.idCardExpired';

/** The same reasons as a cashier reads them at the desk: about the customer in front of them, not "you" (0022). */
export const DESK_ELIGIBILITY_REFUSAL: Readonly<Record<EligibilityRefusal, DeskEligibilityRefusal>> = {
  'cabins.noProduct': 'cabins.desk.noProduct',
  'cabins.overdue': 'cabins.desk.overdue',
  'cabins.idCardMissing': 'cabins.desk.idCardMissing',
  'cabins.idCardExpired': 'cabins.desk.idCardExpired',
};

/** Cancelling is allowed until 48 hours before the arrival day begins (La Paz, UTC−4). */
export function mayCancel(arrival: string, now: Date): boolean {
  const arrivalStart = new Date(`${arrival}T04:00:00Z`).getTime();
  return now.getTime() <= arrivalStart - CABIN_CANCEL_HOURS_BEFORE * 3_600_000;
}
