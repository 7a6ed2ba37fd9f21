/**
 * What the app's shell (app/) takes from this feature: its pages and dialogs, each as a loader so it stays in its
 * own chunk, and the maintenance check the app makes at start and when the connection comes back. Light modules
 * only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export { checkMaintenance } from './maintenance-check.ts';
export const loadMaintenancePage = () => import('./maintenance-page.tsx');
export const loadMaintenanceScreen = () => import('./maintenance-screen.tsx');
