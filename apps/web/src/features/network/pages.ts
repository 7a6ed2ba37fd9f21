/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadNetworkPage = () => import('./network-page.tsx');
