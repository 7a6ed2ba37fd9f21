/**
 * What other features may use of a customer's products: the owner-scoped product and its schedule
 * (payments lock it, plans and documents read it), the overdue check that gates reservations and
 * benefits, the payments of a product, and the season passes a person bought (spec §9 travel/land discount).
 */

// What a purchase leaves (docs/decisions/0046): the pre-reservation's purchase writes it in its transaction.
export { type BoughtProduct, writeBoughtProduct } from './bought-product.repo.ts';
export { requireOwnProduct } from './own-product.ts';
export { findOwnProduct, type OwnProduct, scheduleOf, toInstalment } from './product-accounts.repo.ts';
export { hasOverdueInstalments, instalmentStanding, paymentsOf, productsWithDebtOf } from './products.repo.ts';
export { keptProductsWithDebt } from './products.service.ts';
export { seasonPassesBoughtOn } from './season-passes-held.repo.ts';
