/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk.
 * Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadBestSellerPage = () => import('./best-seller-page.tsx');
export const loadCompensationPlanPage = () => import('./compensation-plan-page.tsx');
export const loadIncentivesInfoPage = () => import('./incentives-info-page.tsx');
export const loadRankingPage = () => import('./ranking-page.tsx');
export const loadTrainingPage = () => import('./training-page.tsx');
