import { z } from 'zod';
import type { ReminderChannel } from '../reminders/reminders-config.ts';

/*
 * The reminder channels of the profile (docs/decisions/0063): each of e-mail, SMS, portal notification and the
 * app's push on or off. Not a spec §7 call: the portal's own, beside the profile's.
 */

export const reminderChannelsWire = z.object({
  correo: z.boolean(),
  sms: z.boolean(),
  portal: z.boolean(),
  push: z.boolean(),
});
export type ReminderChannelsWire = z.output<typeof reminderChannelsWire>;

/** The whole set is sent each time, so two taps from two devices end in the last one's choice, not a mix. */
export const reminderChannelsRequest = reminderChannelsWire.transform(
  (wire): Record<ReminderChannel, boolean> => ({
    email: wire.correo,
    sms: wire.sms,
    portal: wire.portal,
    push: wire.push,
  }),
);

export const toReminderChannelsWire = (channels: Record<ReminderChannel, boolean>): ReminderChannelsWire => ({
  correo: channels.email,
  sms: channels.sms,
  portal: channels.portal,
  push: channels.push,
});
