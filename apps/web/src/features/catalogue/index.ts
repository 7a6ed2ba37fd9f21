/**
 * What other features may use of the catalogue: the buyer and credit fields of a pre-reservation form, its live
 * plan simulation, a price with its season-pass discount, the sold-products page, and the lot map (the back
 * office draws a project's lots by state with it).
 */
export { BuyerFields, showOnBuyerField, useBuyerForm } from './buyer-fields.tsx';
export { useRefreshCatalogue, useSoldProducts } from './catalogue-api.ts';
export { SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';
export { CreditFields, PaymentKindChoice } from './credit-fields.tsx';
export { LotMap } from './lot-map.tsx';
export { PriceLines } from './price-lines.tsx';
export { useLiveSimulation } from './use-live-simulation.ts';
