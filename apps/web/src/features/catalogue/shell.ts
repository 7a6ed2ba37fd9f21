/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk.
 * Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadFeaturesMapPage = () => import('./features-map-page.tsx');
export const loadLotPlanPage = () => import('./lot-plan-page.tsx');
export const loadMapPage = () => import('./map-page.tsx');
export const loadPrereservationFormPage = () => import('./prereservation-form-page.tsx');
export const loadProjectDetailPage = () => import('./project-detail-page.tsx');
export const loadProjectFeaturesDetailPage = () => import('./project-features-detail-page.tsx');
export const loadProjectsPage = () => import('./projects-page.tsx');
export const loadSoldProductsPage = () => import('./sold-products-page.tsx');
