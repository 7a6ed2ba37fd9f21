/** What other features may use of the products: the person's products, a product's pages and addresses, and their query keys. */
export { BlockedByOverdue } from './blocked-by-overdue.tsx';
export { PayOverdueButton } from './pay-overdue-button.tsx';
export { ProductChooser } from './product-chooser.tsx';
export { ProductFromRoute } from './product-from-route.tsx';
export { productKeys } from './product-keys.ts';
export { ProductProgress } from './product-progress.tsx';
export {
  DOCUMENTS_PATH,
  FRIEND_PAYMENT_PATH,
  friendPaymentLink,
  PREPAID_CARDS_PATH,
  paymentPath,
  productDetailPath,
  productIdOf,
  withProduct,
} from './product-routes.ts';
export { fetchReceipt, isProductNotFound, useMyProducts } from './products-api.ts';
export { useProductParam } from './use-product-param.ts';
