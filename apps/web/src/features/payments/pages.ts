/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadFriendPaymentPage = () => import('./friend-payment-page.tsx');
export const loadPaymentPage = () => import('./payment-page.tsx');
export const loadSavedCardsPage = () => import('./saved-cards-page.tsx');
