import { dateTimeFormat } from '@vo/domain/intl';

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * A night as a tile names it: its weekday in the language's short form ("sáb.", "Sat", "sáb.") over its day
 * and month ("29 nov"), so a person sees which nights are a weekend without counting. At UTC noon in UTC, so
 * no time zone moves it to the day before.
 */
export function nightLabel(date: string, language: string): { weekday: string; day: string; weekend: boolean } {
  const noon = noonOf(date);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(noon);
  const weekday = noon.getUTCDay();
  return {
    weekday: format({ weekday: 'short' }),
    day: format({ day: 'numeric', month: 'short' }),
    weekend: weekday === 5 || weekday === 6,
  };
}

/** A day of the stay with its weekday, as the stay bar and the confirmation write it ("sáb. 29 nov"). */
export const dayWithWeekday = (date: string, language: string): string =>
  dateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(noonOf(date));
