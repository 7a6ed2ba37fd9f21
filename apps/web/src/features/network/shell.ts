/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk.
 * Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadNetworkPage = () => import('./network-page.tsx');
