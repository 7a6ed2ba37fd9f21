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

/**
 * Saves the whole set at once; the switch shows the server's answer, never a guess. A read of the channels still
 * on its way (a reconnect's refetch) is dropped before and after the save: answered late, it would put back the
 * switch as it was before.
 */
export function useSaveReminderChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => queryClient.cancelQueries({ queryKey: reminderChannelsKey }),
    mutationFn: async (channels: ReminderChannelsWire) => {
      const envelope = await call(endpoints.updateReminderChannels, channels);
      return { data: unwrap(envelope), message: envelope.message };
    },
    onSuccess: async ({ data, message }) => {
      await queryClient.cancelQueries({ queryKey: reminderChannelsKey });
      queryClient.setQueryData(reminderChannelsKey, data);
      if (message) showToast('success', message);
    },
  });
}
