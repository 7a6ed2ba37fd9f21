import { countdownTo } from '@vo/domain/time';

/** "2026-12-05T19:30" of a datetime-local field → "05/12/2026 19:30:00", the La Paz wall clock the server reads. */
export function wireDateTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}:00` : local;
}

/** "1 día 02:03:04" or "02:03:04": the countdown as the console shows it; `days` words the days in the language. */
export function countdownText(seconds: number, days: (count: number) => string): string {
  const now = new Date(0);
  const parts = countdownTo(new Date(Math.max(0, seconds) * 1000), now);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
  return parts.days > 0 ? `${days(parts.days)} ${clock}` : clock;
}
