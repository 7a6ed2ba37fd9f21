import { ADULT_AGE_YEARS, MAX_PENDING_PRERESERVATIONS } from './prereservation-config.ts';

/** Spec §4: a pre-reservation becomes a reservation, then a purchase; a pending one can be released. */
export type PrereservationState = 'prereserved' | 'reserved' | 'purchased' | 'released';
export type PrereservationStep = 'reserve' | 'purchase' | 'release';

const NEXT: Record<PrereservationStep, { from: PrereservationState; to: PrereservationState }> = {
  reserve: { from: 'prereserved', to: 'reserved' },
  purchase: { from: 'reserved', to: 'purchased' },
  release: { from: 'prereserved', to: 'released' },
};

/** The state a step leads to, or null when the step does not apply to the current state. */
export function nextState(current: PrereservationState, step: PrereservationStep): PrereservationState | null {
  const move = NEXT[step];
  return current === move.from ? move.to : null;
}

/** Spec §5/§9: at most 5 pre-reservations pending per adviser; the sixth is refused. */
export function mayPrereserveAnother(pendingCount: number, maxPending = MAX_PENDING_PRERESERVATIONS): boolean {
  return pendingCount < maxPending;
}

/** Full years between a birth date and a day (both YYYY-MM-DD): 18 on the birthday itself, not the day before. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Spec §5: the buyer is an adult (over 18). */
export function isAdult(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE_YEARS;
}
