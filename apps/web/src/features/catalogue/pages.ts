/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadFeaturesMapPage = () => import('./features-map-page.tsx');
export const loadLotPlanPage = () => import('./lot-plan-page.tsx');
export const loadMapPage = () => import('./map-page.tsx');
export const loadPrereservationFormPage = () => import('./prereservation-form-page.tsx');
export const loadProjectDetailPage = () => import('./project-detail-page.tsx');
export const loadProjectFeaturesDetailPage = () => import('./project-features-detail-page.tsx');
export const loadProjectsPage = () => import('./projects-page.tsx');
export const loadSoldProductsPage = () => import('./sold-products-page.tsx');
