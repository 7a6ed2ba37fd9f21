/** The reminders before the due date and nudges after it (docs/decisions/0063): what app.ts and ops start. */
export { REMINDER_SWEEP_QUEUE, reminderQueueOf, startReminderQueue } from './reminder-queue.ts';
export { channelsOf, saveChannels } from './reminders.repo.ts';
export { reminderOpsRoutes } from './reminders-ops.routes.ts';
export { sweepReminders } from './sweep-reminders.ts';
