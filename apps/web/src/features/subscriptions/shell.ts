/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk, and
 * the addresses of its page. Light modules only: the shell imports this file before anything is shown
 * (docs/decisions/0051).
 */
export { DEFAULT_SUBSCRIPTION_PATH, subscriptionRoutePaths } from './subscription-routes.ts';
export const loadSubscriptionPage = () => import('./subscription-page.tsx');
