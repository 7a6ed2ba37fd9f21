/** What other features may use of the notifications: one page of them (the home page reads the promotions). */
export { useNotificationPage } from './notifications-api.ts';
