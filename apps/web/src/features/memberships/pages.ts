/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadInternationalMembershipPage = () => import('./international-membership-page.tsx');
export const loadMembershipPrereservationPage = () => import('./membership-prereservation-page.tsx');
export const loadMembershipsPage = () => import('./memberships-page.tsx');
export const loadTravelPage = () => import('./travel-page.tsx');
