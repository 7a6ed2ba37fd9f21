import { addDaysToDate, businessDateOf, businessWallClock, parseBusinessDateTime } from '../time.ts';
import {
  QUIET_HOURS_END,
  QUIET_HOURS_START,
  REMINDER_CATCH_UP_DAYS,
  REMINDER_STAGES,
  type ReminderStage,
} from './reminders-config.ts';

/** Whole days from `from` to `to`, both La Paz calendar dates (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The stage an instalment due on `dueDate` is at on La Paz day `today`, or null: a stage holds from its day for
 * REMINDER_CATCH_UP_DAYS more days, and ends earlier when the next stage's day comes.
 */
export function reminderStageOn(dueDate: string, today: string): ReminderStage | null {
  const days = daysBetween(dueDate, today);
  for (const [index, { stage, daysFromDue }] of REMINDER_STAGES.entries()) {
    const next = REMINDER_STAGES[index + 1]?.daysFromDue ?? Number.POSITIVE_INFINITY;
    if (days >= daysFromDue && days <= daysFromDue + REMINDER_CATCH_UP_DAYS && days < next) return stage;
  }
  return null;
}

/** For each stage, the due dates (inclusive) whose instalments are at that stage on `today`: what a sweep looks for. */
export function dueDatesByStage(today: string): { stage: ReminderStage; from: string; to: string }[] {
  return REMINDER_STAGES.map(({ stage, daysFromDue }, index) => {
    const next = REMINDER_STAGES[index + 1]?.daysFromDue ?? Number.POSITIVE_INFINITY;
    const lastDay = Math.min(daysFromDue + REMINDER_CATCH_UP_DAYS, next - 1);
    return { stage, from: addDaysToDate(today, -lastDay), to: addDaysToDate(today, -daysFromDue) };
  });
}

/** Between 21:00 and 08:00 in La Paz nobody is written to. */
export function isQuietHour(now: Date): boolean {
  const { hour } = businessWallClock(now);
  return hour >= QUIET_HOURS_START || hour < QUIET_HOURS_END;
}

/** When a reminder due at `now` may go: now, or 08:00 La Paz of the same night's morning. */
export function nextSendingTime(now: Date): Date {
  if (!isQuietHour(now)) return now;
  const { hour } = businessWallClock(now);
  const day = hour >= QUIET_HOURS_START ? addDaysToDate(businessDateOf(now), 1) : businessDateOf(now);
  const [year, month, date] = day.split('-');
  return parseBusinessDateTime(`${date}/${month}/${year} ${String(QUIET_HOURS_END).padStart(2, '0')}:00:00`)!;
}

/**
 * The portal page a reminder opens: the payment of that product, the instalment named so the page and the
 * person know which one (docs/decisions/0063).
 */
export const instalmentPaymentLink = (productId: number, instalmentNumber: number) =>
  `/realizar-pago/${productId}?cuota=${instalmentNumber}`;
