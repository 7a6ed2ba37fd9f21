/**
 * What the app's shell (app/) takes from this feature: its pages and dialogs, each as a loader so it stays in its
 * own chunk, and the query keys the realtime channel refreshes. Light modules only: the shell imports this file
 * before anything is shown (docs/decisions/0051).
 */
export { notificationKeys } from './notification-keys.ts';
export const loadNotificationPopup = () => import('./notification-popup.tsx');
export const loadNotificationsPage = () => import('./notifications-page.tsx');
