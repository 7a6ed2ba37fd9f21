/**
 * The pages and dialogs the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadNotificationPopup = () => import('./notification-popup.tsx');
export const loadNotificationsPage = () => import('./notifications-page.tsx');
