/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk.
 * Light modules only: the shell imports this file before anything is shown (docs/decisions/0051).
 */
export const loadInternationalMembershipPage = () => import('./international-membership-page.tsx');
export const loadMembershipPrereservationPage = () => import('./membership-prereservation-page.tsx');
export const loadMembershipsPage = () => import('./memberships-page.tsx');
export const loadTravelPage = () => import('./travel-page.tsx');
