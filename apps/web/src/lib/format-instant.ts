import { BUSINESS_TIME_ZONE } from '@vo/domain/time';

/** A moment as the person reads it: their language, La Paz wall-clock time (the business's zone). */
export function formatInstant(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(instant);
}

/** The day of a moment (an expiry), La Paz calendar, in the person's language. */
export function formatInstantDate(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(instant);
}

/** The hour of a moment (a room starting today), La Paz wall clock, in the person's language. */
export function formatInstantTime(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(instant);
}
