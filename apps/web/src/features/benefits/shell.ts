/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk, and
 * the addresses of its pages. Light modules only: the shell imports this file before anything is shown
 * (docs/decisions/0051).
 */
export {
  cardFeeRoutePaths,
  cardRoutePaths,
  HOTEL_ROUTE_PATH,
  TRAVEL_BENEFIT_PAY_PATH,
  TRAVEL_BENEFITS_PATH,
} from './benefit-routes.ts';
export const loadAccreditationCardPage = () => import('./accreditation-card-page.tsx');
export const loadCardFeePage = () => import('./card-fee-page.tsx');
export const loadTravelBenefitPayPage = () => import('./travel-benefit-pay-page.tsx');
export const loadTravelBenefitsPage = () => import('./travel-benefits-page.tsx');
