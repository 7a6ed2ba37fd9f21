import { dueDatesByStage, isQuietHour } from '@vo/domain/reminders/reminder.rules';
import { REMINDERS_PER_ROUND } from '@vo/domain/reminders/reminders-config';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { dueReminders } from './reminders.repo.ts';
import { sendReminder } from './send-reminder.ts';

/**
 * One sweep (the job the queue runs; docs/decisions/0063): every unpaid instalment at a stage today whose stage
 * was not sent yet is sent, each in its own transaction. Nothing at night: the first sweep from 08:00 sends
 * what the night held back. Any number of sweeps may run at once, on any instance: each (instalment, stage) is
 * claimed once. Answers how many reminders were sent. `at` sweeps as if it were that instant (the operator's
 * `reminders sweep --at`): the claim per (instalment, stage) is the same, so it never sends a stage twice.
 */
export async function sweepReminders(deps: AppDeps, at?: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = at ?? deps.clock.now();
    if (isQuietHour(now)) return sent;
    const due = await dueReminders(deps.db, dueDatesByStage(businessDateOf(now)), REMINDERS_PER_ROUND);
    let sentThisRound = 0;
    for (const { instalmentId, stage } of due) if (await sendReminder(deps, instalmentId, stage, at)) sentThisRound++;
    sent += sentThisRound;
    // A short list was the last; a round that sent nothing found only what another sweep is sending.
    if (due.length < REMINDERS_PER_ROUND || sentThisRound === 0) return sent;
  }
}
