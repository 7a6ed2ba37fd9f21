/**
 * The pages the app's shell (app/) opens, each as a loader: it stays in its own chunk until first shown
 * (docs/decisions/0051).
 */
export const loadAccountBalancePage = () => import('./account-balance-page.tsx');
export const loadMyProductsPage = () => import('./my-products-page.tsx');
export const loadProductDetailPage = () => import('./product-detail-page.tsx');
export const loadProductWithoutIdPage = () => import('./product-without-id-page.tsx');
