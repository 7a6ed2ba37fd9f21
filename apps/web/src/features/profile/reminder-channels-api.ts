import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints as endpoints } from '@vo/domain/profile/profile.endpoints';
import type { ReminderChannelsWire } from '@vo/domain/profile/reminder-channels.wire';
import { call, unwrap } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';

const reminderChannelsKey = ['reminder-channels'] as const;

/** read /usuario/recordatorios: the channels the person's payment reminders go through (docs/decisions/0063). */
export function useReminderChannels() {
  return useQuery({
    queryKey: reminderChannelsKey,
    queryFn: async () => unwrap(await call(endpoints.reminderChannels)),
  });
}

/** Saves the whole set at once; the switch shows the server's answer, never a guess. */
export function useSaveReminderChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channels: ReminderChannelsWire) => {
      const envelope = await call(endpoints.updateReminderChannels, channels);
      return { data: unwrap(envelope), message: envelope.message };
    },
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(reminderChannelsKey, data);
      if (message) showToast('success', message);
    },
  });
}
