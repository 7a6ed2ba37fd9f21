/**
 * What the app's shell (app/) takes from this feature: its pages and dialogs, each as a loader so it stays in its
 * own chunk. Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadHomePage = () => import('./home-page.tsx');
export const loadMobileSessionPage = () => import('./mobile-session-page.tsx');
export const loadWebViewSessionEnded = () => import('./web-view-session-ended.tsx');
