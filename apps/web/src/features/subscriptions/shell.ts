/**
 * What the app's shell (app/) needs from this feature before any of its pages opens: addresses, query keys, the
 * maintenance check. Light modules only: the shell loads this file before the login (docs/decisions/0051).
 */
export { DEFAULT_SUBSCRIPTION_PATH, subscriptionRoutePaths } from './subscription-routes.ts';
