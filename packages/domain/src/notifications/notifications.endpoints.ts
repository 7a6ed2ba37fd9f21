import { defineEndpoint } from '../endpoint.ts';
import {
  notificationListRequest,
  notificationPageAnswer,
  notificationReadAnswer,
  notificationReadRequest,
  unreadCountAnswer,
} from './notifications.wire.ts';

/** The notification calls of spec §7 (docs/decisions/0007). */
export const notificationEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: 'notificacion/obtener/notificaciones',
    query: notificationListRequest,
    answer: notificationPageAnswer,
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: 'notificacion/cantidad/notificaciones/noleidos',
    answer: unreadCountAnswer,
  }),
  markRead: defineEndpoint({
    // Spec §7 says "update"; the native app uses PUT, older clients PATCH or POST.
    method: ['PUT', 'PATCH', 'POST'],
    path: 'notificacion/update/leido',
    query: notificationReadRequest,
    answer: notificationReadAnswer,
  }),
};
