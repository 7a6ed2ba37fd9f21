import { dateTimeFormat } from '@vo/domain/intl';
import { formatInstant } from './format-instant.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_STYLES = {
  medium: { dateStyle: 'medium' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dayMonth: { day: '2-digit', month: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const MONTH_STYLES = {
  short: { month: 'short' },
  long: { month: 'long' },
  longYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar day (YYYY-MM-DD) written at UTC noon in UTC, so no time zone can move it to the day before; a text
 * that is not one is shown as it came.
 */
function atUtcNoon(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(noon);
}

/** A calendar date of the schedule (YYYY-MM-DD, already La Paz) as the person reads it. */
export function formatCalendarDate(date: string, language: string, style: keyof typeof DAY_STYLES = 'medium'): string {
  return atUtcNoon(date, language, DAY_STYLES[style]);
}

/** A month of the race or the bonus (YYYY-MM) as a word: "nov", "noviembre", "noviembre de 2026" (its 15th). */
export function formatMonth(month: string, language: string, style: keyof typeof MONTH_STYLES): string {
  return atUtcNoon(`${month}-15`, language, MONTH_STYLES[style]);
}

/** A date that may come as a calendar date or as an instant (payments): each written its own way. */
export function formatDateOrInstant(text: string, language: string): string {
  return CALENDAR_DATE.test(text) ? formatCalendarDate(text, language) : formatInstant(text, language);
}
