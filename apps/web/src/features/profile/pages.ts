/**
 * The pages and dialogs the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadIdCardDialog = () => import('./id-card-dialog.tsx');
export const loadInvoiceDialog = () => import('./invoice-dialog.tsx');
export const loadProfileDialog = () => import('./profile-dialog.tsx');
export const loadProfilePage = () => import('./profile-page.tsx');
