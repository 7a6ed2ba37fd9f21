import { dateTimeFormat } from '@vo/domain/intl';
import { formatInstant } from './format-instant.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date of the schedule (YYYY-MM-DD, already La Paz) as the person reads it. Formatted at UTC
 * noon in UTC, so no time zone can move it to the day before.
 */
export function formatCalendarDate(
  date: string,
  language: string,
  style: 'medium' | 'numeric' | 'dayMonth' = 'medium',
): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  const options: Intl.DateTimeFormatOptions =
    style === 'numeric'
      ? { day: '2-digit', month: '2-digit', year: 'numeric' }
      : style === 'dayMonth'
        ? { day: '2-digit', month: '2-digit' }
        : { dateStyle: 'medium' };
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(noon);
}

const MONTH_STYLES = {
  short: { month: 'short' },
  long: { month: 'long' },
  longYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A month of the race or the bonus (YYYY-MM) as a word: "nov", "noviembre", "noviembre de 2026". Formatted on
 * its 15th at UTC noon in UTC, so no time zone can move it to the month before.
 */
export function formatMonth(month: string, language: string, style: keyof typeof MONTH_STYLES): string {
  return dateTimeFormat(language, { ...MONTH_STYLES[style], timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** A date that may come as a calendar date or as an instant (payments): each written its own way. */
export function formatDateOrInstant(text: string, language: string): string {
  return CALENDAR_DATE.test(text) ? formatCalendarDate(text, language) : formatInstant(text, language);
}
