import { dateTimeFormat } from '@vo/domain/intl';
import { BUSINESS_TIME_ZONE, parseBusinessDateTime } from '@vo/domain/time';

/** A moment as the person reads it: their language, La Paz wall-clock time (the business's zone). */
export function formatInstant(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return dateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(instant);
}

/** The day of a moment (an expiry), La Paz calendar, in the person's language. */
export function formatInstantDate(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(instant);
}

/** The hour of a moment (a room starting today), La Paz wall clock, in the person's language. */
export function formatInstantTime(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return dateTimeFormat(language, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(instant);
}

/**
 * A La Paz wall clock as the wire writes some moments ("05/12/2026 19:30:00": maintenance windows, the outbox,
 * payment blackouts) in the person's language, as formatInstant writes any other; text that is none stays as it came.
 */
export function formatBusinessWallClock(text: string, language: string): string {
  const instant = parseBusinessDateTime(text);
  return instant ? formatInstant(instant.toISOString(), language) : text;
}
