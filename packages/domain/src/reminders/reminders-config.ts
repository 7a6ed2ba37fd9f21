/**
 * When an unpaid instalment's owner is reminded (issue 37, docs/decisions/0063): the stages, each a number of
 * days from the due date (negative: before it), and the hours of the night when nobody is written to.
 */

/** 7 days before, 1 day before, on the day, then nudges 3 and 10 days after: what a bank's reminders do. */
export const REMINDER_STAGES = [
  { stage: 'before7', daysFromDue: -7 },
  { stage: 'before1', daysFromDue: -1 },
  { stage: 'due', daysFromDue: 0 },
  { stage: 'after3', daysFromDue: 3 },
  { stage: 'after10', daysFromDue: 10 },
] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number]['stage'];

/**
 * A stage missed by an outage or by the night is still sent this many days late, never once the next stage's
 * day has come: the person gets the newest word, not a pile of old ones.
 */
export const REMINDER_CATCH_UP_DAYS = 2;

/** La Paz wall-clock hours: from 21:00 to 08:00 nobody is written to; a reminder due at night waits until 08:00. */
export const QUIET_HOURS_START = 21;
export const QUIET_HOURS_END = 8;

/** The channels a person may turn off in her profile, each on until she does. */
export const REMINDER_CHANNELS = ['email', 'sms', 'portal', 'push'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** How often the queue runs the sweep (pg-boss cron, La Paz time): each stage is sent within minutes of 08:00. */
export const REMINDER_SWEEP_CRON = '*/5 * * * *';
/** How many instalments one transaction-per-instalment round claims before it looks again. */
export const REMINDERS_PER_ROUND = 200;
