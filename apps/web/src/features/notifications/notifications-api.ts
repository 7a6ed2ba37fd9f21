import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@vo/domain/envelope';
import { ApiStatus } from '@vo/domain/envelope';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { notificationEndpoints as endpoints } from '@vo/domain/notifications/notifications.endpoints';
import type { NotificationTypeCode } from '@vo/domain/notifications/notifications.types';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * A read whose failure the person is told about with the spec's own words (§8) instead of the server's.
 * Network failures were already told by the API client, and status 7 and 5 have their own handling.
 */
async function readOrTell<T>(read: Promise<Envelope<T>>, failureKey: MessageKey): Promise<T> {
  try {
    return unwrap(await read);
  } catch (error) {
    if (error instanceof ApiFailure && error.envelope.status === ApiStatus.failure) showToast('error', t(failureKey));
    throw error;
  }
}

/** The unread notifications of the bell and of the welcome pop-up (spec §8: a failed refresh says platform.loadError). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: () => readOrTell(call(endpoints.unreadCount, undefined, { silent: true }), 'platform.loadError'),
    select: (data) => data.cantidad,
  });
}

/** One page (10 rows, newest first) of notifications (tipo 1) or promotions (tipo 2). */
export function useNotificationPage(tipo: NotificationTypeCode, pagina: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.page(tipo, pagina),
    queryFn: () => readOrTell(call(endpoints.page, { tipo, pagina }, { silent: true }), 'notifications.loadError'),
    enabled: options.enabled ?? true,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: (previous) => previous,
  });
}

/**
 * Marks a notification read and refreshes what shows it: the count comes back in the answer, the lists
 * are reloaded. Spec §8: a failure here is only logged; the notification simply stays unread.
 */
export async function markNotificationRead(queryClient: QueryClient, idnotificacion: number): Promise<void> {
  try {
    const data = unwrap(await call(endpoints.markRead, { idnotificacion }, { silent: true }));
    queryClient.setQueryData(notificationKeys.unreadCount, { cantidad: data.cantidad });
  } catch (error) {
    console.warn('marking notification read failed', idnotificacion, error);
  } finally {
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  }
}
