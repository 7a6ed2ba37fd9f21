import type { ReminderChannel } from '@vo/domain/reminders/reminders-config';
import type { AppDeps } from '../../platform/deps.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { channelsOf, saveChannels } from '../reminders/index.ts';

/** The channels the caller's own reminders go through (docs/decisions/0063). */
export function reminderChannelsOf(deps: AppDeps, session: SessionContext) {
  return channelsOf(deps.db, session.userId);
}

/** Keeps the caller's choice, one row in one statement: the next reminder already follows it. */
export async function updateReminderChannels(
  deps: AppDeps,
  session: SessionContext,
  channels: Record<ReminderChannel, boolean>,
) {
  await saveChannels(deps.db, session.userId, channels, deps.clock.now());
  return channels;
}
