/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadBestSellerPage = () => import('./best-seller-page.tsx');
export const loadCompensationPlanPage = () => import('./compensation-plan-page.tsx');
export const loadIncentivesInfoPage = () => import('./incentives-info-page.tsx');
export const loadRankingPage = () => import('./ranking-page.tsx');
export const loadTrainingPage = () => import('./training-page.tsx');
