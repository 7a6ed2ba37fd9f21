/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadAccreditationCardPage = () => import('./accreditation-card-page.tsx');
export const loadCardFeePage = () => import('./card-fee-page.tsx');
export const loadTravelBenefitPayPage = () => import('./travel-benefit-pay-page.tsx');
export const loadTravelBenefitsPage = () => import('./travel-benefits-page.tsx');
