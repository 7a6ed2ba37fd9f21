import { useQuery } from '@tanstack/react-query';
import { todayEndpoints as endpoints } from '@vo/domain/back-office/today.endpoints';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { todayAdminKeys } from './today-admin-keys.ts';

/** A console left open all day keeps its figures of the day: read again each minute and on coming back to it. */
const TODAY_REFRESH_MS = 60_000;

/** GET admin/hoy: today's money and what waits, only the parts the staff member's role opens. */
export function useToday() {
  return useQuery({
    queryKey: todayAdminKeys.all,
    queryFn: async () => unwrap(await staffCall(endpoints.today, undefined, { silent: true })),
    refetchInterval: TODAY_REFRESH_MS,
    retry: false,
  });
}
