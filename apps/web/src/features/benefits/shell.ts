/**
 * What the app's shell (app/) needs from this feature before any of its pages opens: addresses, query keys, the
 * maintenance check. Light modules only: the shell loads this file before the login (docs/decisions/0051).
 */
export {
  cardFeeRoutePaths,
  cardRoutePaths,
  HOTEL_ROUTE_PATH,
  TRAVEL_BENEFIT_PAY_PATH,
  TRAVEL_BENEFITS_PATH,
} from './benefit-routes.ts';
