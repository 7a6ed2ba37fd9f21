import { PRERESERVATION_EXPIRY_WARNING_HOURS, PRERESERVATION_HOLD_DAYS } from './prereservation-config.ts';

const HOUR_MS = 3_600_000;

/**
 * The instants that split pending pre-reservations by their last step (docs/decisions/0053): a step at or
 * before `holdEndedBy` left it past its hold (it may be released); one after it but at or before
 * `endsSoonBy` runs out within the warning hours.
 */
export function prereservationHoldLimits(now: Date): { holdEndedBy: Date; endsSoonBy: Date } {
  const holdEndedBy = new Date(now.getTime() - PRERESERVATION_HOLD_DAYS * 24 * HOUR_MS);
  return { holdEndedBy, endsSoonBy: new Date(holdEndedBy.getTime() + PRERESERVATION_EXPIRY_WARNING_HOURS * HOUR_MS) };
}
