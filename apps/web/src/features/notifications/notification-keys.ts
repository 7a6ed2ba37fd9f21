import type { NotificationTypeCode } from '@vo/domain/notifications/notifications.types';

/**
 * Query keys of the notification data, in one place: the realtime channel, the bell, the pop-up and the
 * notifications page must invalidate and share exactly the same entries.
 */
export const notificationKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  /** Every page of one type: what a push of that type makes stale. */
  lists: (tipo: NotificationTypeCode) => ['notifications', 'list', tipo] as const,
  page: (tipo: NotificationTypeCode, pagina: number) => ['notifications', 'list', tipo, pagina] as const,
};
