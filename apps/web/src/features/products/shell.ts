/**
 * What the app's shell (app/) takes from this feature: its pages, each as a loader so it stays in its own chunk, and
 * the addresses of its pages and the query keys the realtime channel and the offline copy name. Light modules only:
 * the shell imports this file before anything is shown (docs/decisions/0051).
 */
export { productKeys } from './product-keys.ts';
export {
  brandBasePaths,
  brandRoutePaths,
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  FRIEND_PAYMENT_PATH,
  PAYMENT_BASE,
  PREPAID_CARDS_PATH,
  PRODUCT_DETAIL_BASE,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
} from './product-routes.ts';
export const loadAccountBalancePage = () => import('./account-balance-page.tsx');
export const loadMyProductsPage = () => import('./my-products-page.tsx');
export const loadProductDetailPage = () => import('./product-detail-page.tsx');
export const loadProductWithoutIdPage = () => import('./product-without-id-page.tsx');
