/** Business rules (due dates, 12 hours ahead, last day of month, windows) are computed in La Paz time. */
export const BUSINESS_TIME_ZONE = 'America/La_Paz';

const DATE_TIME_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The last reading, by whole second: Intl's formatToParts was 3 % of a race call under load (the server
 * asks for "today" on every products and race read), and every call within a second has the same answer.
 */
let lastReading: { second: number; clock: WallClock } | null = null;

/** The wall-clock reading in La Paz of an instant. */
export function businessWallClock(instant: Date): WallClock {
  const second = Math.floor(instant.getTime() / 1000);
  if (lastReading?.second === second) return { ...lastReading.clock };
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const clock = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
  lastReading = { second, clock };
  return { ...clock };
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in La Paz time: the wire format of the maintenance end date (spec §3). */
export function formatBusinessDateTime(instant: Date): string {
  const c = businessWallClock(instant);
  return `${two(c.day)}/${two(c.month)}/${c.year} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same day `months` later, or the last day of that month when it is shorter (31 January → 28 or
 * 29 February): what a paid month or year covers. Unlike the instalments' addMonthsToDate (plans), it
 * does not cap every day at the 28th.
 */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, lastDayOfMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A La Paz calendar day (YYYY-MM-DD) as the business writes it in a sentence: DD/MM/YYYY. */
export function formatCalendarDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Reads DD/MM/YYYY HH:mm:ss as La Paz wall-clock time; null when the text is not a real date. */
export function parseBusinessDateTime(text: string): Date | null {
  const m = DATE_TIME_PATTERN.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Guess the instant as if the wall clock were UTC, then correct by the zone's offset at that instant.
  const offsetMs = asUtc - wallClockAsUtc(new Date(asUtc));
  const instant = new Date(asUtc + offsetMs);
  const check = businessWallClock(instant);
  if (check.year !== year || check.month !== month || check.day !== day) return null;
  return instant;
}

function wallClockAsUtc(instant: Date): number {
  const c = businessWallClock(instant);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  finished: boolean;
}

/**
 * Splits the time left until `end` into days, hours, minutes and seconds; never negative.
 * Rounds up, so zero (and the retry button) appears only once the end has really passed.
 */
export function countdownTo(end: Date, now: Date): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    finished: totalSeconds === 0,
  };
}

/** The La Paz calendar date of an instant, as YYYY-MM-DD: what due dates are compared with. */
export function businessDateOf(instant: Date): string {
  const c = businessWallClock(instant);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** "2026-12-05T19:30" (a datetime-local field) read as La Paz wall-clock time; null when not a real date. */
export function parseBusinessLocalDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  return parseBusinessDateTime(`${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}:00`);
}

/** The La Paz wall-clock date and time of an instant as a datetime-local field shows it. */
export function formatBusinessLocalDateTime(instant: Date): string {
  const c = businessWallClock(instant);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

/** A calendar date (YYYY-MM-DD) `days` later (or earlier, when negative). */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A calendar day written YYYY-MM-DD that exists (no 30 February), from 1900 on: a birth date a person could
 * have. "Not after today" needs the clock, so it is the caller's.
 */
export function isRealCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900
  );
}
