/**
 * The pages and dialogs the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadMaintenancePage = () => import('./maintenance-page.tsx');
export const loadMaintenanceScreen = () => import('./maintenance-screen.tsx');
