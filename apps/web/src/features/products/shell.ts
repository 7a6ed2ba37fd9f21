/**
 * What the app's shell (app/) needs from this feature before any of its pages opens: addresses, query keys, the
 * maintenance check. Light modules only: the shell loads this file before the login (docs/decisions/0051).
 */
export { productKeys } from './product-keys.ts';
/** The reads the entry starts before the portal draws (app/first-reads.ts, docs/decisions/0061). */
export { readMyProducts, readProductDetail } from './product-reads.ts';
export {
  brandBasePaths,
  brandRoutePaths,
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  FRIEND_PAYMENT_PATH,
  PAYMENT_BASE,
  PREPAID_CARDS_PATH,
  PRODUCT_DETAIL_BASE,
  PRODUCTS_LIST_PATH,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
} from './product-routes.ts';
