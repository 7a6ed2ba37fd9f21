/**
 * What other features may use of the catalogue: the buyer and credit fields of a pre-reservation form, its live
 * plan simulation, a price with its season-pass discount, and the sold-products page.
 */
export { BuyerFields, showOnBuyerField, useBuyerForm } from './buyer-fields.tsx';
export { useRefreshCatalogue, useSoldProducts } from './catalogue-api.ts';
export { SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';
export { CreditFields, PaymentKindChoice } from './credit-fields.tsx';
export { PriceLines } from './price-lines.tsx';
export { useLiveSimulation } from './use-live-simulation.ts';
