/**
 * The pages and dialogs the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadHomePage = () => import('./home-page.tsx');
export const loadMobileSessionPage = () => import('./mobile-session-page.tsx');
export const loadWebViewSessionEnded = () => import('./web-view-session-ended.tsx');
