/**
 * What other features may use of the notifications: one page of them (the home page reads the promotions and the unread
 * count; the app's bell and welcome sequence too).
 */
export { useNotificationPage, useUnreadCount } from './notifications-api.ts';
