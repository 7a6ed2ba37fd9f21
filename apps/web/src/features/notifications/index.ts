/** What other features may use of the notifications: one page of them (the home page reads the promotions and the unread count). */
export { useNotificationPage, useUnreadCount } from './notifications-api.ts';
