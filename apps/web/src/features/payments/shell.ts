/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk, and
 * the saved cards' address (the menu links to it). Light modules only: the shell imports this file before anything
 * is shown (docs/decisions/0051).
 */
export { SAVED_CARDS_PATH } from './saved-cards-path.ts';
export const loadFriendPaymentPage = () => import('./friend-payment-page.tsx');
export const loadPaymentPage = () => import('./payment-page.tsx');
export const loadSavedCardsPage = () => import('./saved-cards-page.tsx');
