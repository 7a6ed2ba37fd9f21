/**
 * What other features may use of the pre-reservations (and the back office's sales, the release of an abandoned one): memberships and season passes are pre-reserved
 * through the same core (buyer check, the adviser's limit of pending ones, the recorded row) and plan choice. The demo
 * seed writes its pre-reservations, their steps and their lots' state with the feature's own rows (docs/decisions/0051).
 */

export { liveHoldsForStaff } from './lot-holds.repo.ts';
export { passPrice, passPrices, takePass } from './pass-stock.repo.ts';
export { admitAnother, buyerName, checkBuyer, recordPrereservation } from './prereservation-core.ts';
export { insertPrereservation, recordStep } from './prereservation-rows.repo.ts';
export { releaseAbandoned } from './prereservation-steps.service.ts';
export { setLotState } from './prereservations.repo.ts';
export { agreedPlan, creditPlan, discountHeldBy, discountOfBuyer } from './price-terms.ts';
export { checkSaleTerms } from './sale-checks.ts';
