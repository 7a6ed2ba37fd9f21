import { z } from 'zod';

/**
 * The operator's sweep at a chosen instant (`npm run ops -- reminders sweep --at <ISO>`): the instant as an
 * ISO 8601 date-time with its offset (the CLI sends now when none is given; required, so a body that lost it
 * is refused rather than swept as now). Used by tests that run on the real clock (the night may
 * be now) and by an operator catching up by hand; each (instalment, stage) is still sent at most once.
 */
export const reminderSweepRequest = z
  .object({ en: z.iso.datetime({ offset: true, error: 'reminders.sweepInstantInvalid' }) })
  .transform((body) => ({ at: new Date(body.en) }));

export const reminderSweepAnswer = z.object({ enviados: z.number().int(), silencio: z.boolean() });
export type ReminderSweepWire = z.output<typeof reminderSweepAnswer>;
