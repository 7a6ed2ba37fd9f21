import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiStatus } from '@vo/domain/envelope';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { NotificationPage, NotificationTypeCode } from '@vo/domain/notifications/notifications.types';
import { ApiFailure, api, unwrap } from './api.ts';
import { t } from './i18n.ts';
import { notificationKeys } from './notification-keys.ts';
import { showToast } from './toast-bus.ts';

/**
 * A read whose failure the person is told about with the spec's own words (§8) instead of the server's.
 * Network failures were already told by the API client, and status 7 and 5 have their own handling.
 */
async function readOrTell<T>(path: string, query: Record<string, string>, failureKey: MessageKey): Promise<T> {
  try {
    return unwrap(await api<T>(path, { query, silent: true }));
  } catch (error) {
    if (error instanceof ApiFailure && error.envelope.status === ApiStatus.failure) showToast('error', t(failureKey));
    throw error;
  }
}

/** The unread notifications of the bell and of the welcome pop-up (spec §8: a failed refresh says platform.loadError). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: () =>
      readOrTell<{ cantidad: number }>('notificacion/cantidad/notificaciones/noleidos', {}, 'platform.loadError'),
    select: (data) => data.cantidad,
  });
}

/** One page (10 rows, newest first) of notifications (tipo 1) or promotions (tipo 2). */
export function useNotificationPage(tipo: NotificationTypeCode, pagina: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.page(tipo, pagina),
    queryFn: () =>
      readOrTell<NotificationPage>(
        'notificacion/obtener/notificaciones',
        { tipo: String(tipo), pagina: String(pagina) },
        'notifications.loadError',
      ),
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
    const data = unwrap(
      await api<{ idnotificacion: number; cantidad: number }>('notificacion/update/leido', {
        method: 'PUT',
        query: { idnotificacion: String(idnotificacion) },
        silent: true,
      }),
    );
    queryClient.setQueryData(notificationKeys.unreadCount, { cantidad: data.cantidad });
  } catch (error) {
    console.warn('marking notification read failed', idnotificacion, error);
  } finally {
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  }
}
