/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadHotelPage = () => import('./hotel-page.tsx');
export const loadTicketsPage = () => import('./tickets-page.tsx');
