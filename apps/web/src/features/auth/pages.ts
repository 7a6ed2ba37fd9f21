/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadChangePasswordPage = () => import('./change-password-page.tsx');
export const loadLinkPasswordPage = () => import('./link-password-page.tsx');
export const loadLoginPage = () => import('./login-page.tsx');
export const loadRecoveryPage = () => import('./recovery-page.tsx');
export const loadSecurePasswordPage = () => import('./secure-password-page.tsx');
