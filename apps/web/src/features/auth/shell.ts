/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk.
 * Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadChangePasswordPage = () => import('./change-password-page.tsx');
export const loadLinkPasswordPage = () => import('./link-password-page.tsx');
export const loadLoginPage = () => import('./login-page.tsx');
export const loadRecoveryPage = () => import('./recovery-page.tsx');
export const loadSecurePasswordPage = () => import('./secure-password-page.tsx');
