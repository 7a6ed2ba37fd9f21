/**
 * What other features may use of the incentives: a sale and a paid capital move the travel race in the
 * caller's transaction, so the ranking is current the moment the sale or payment commits.
 */
export { creditCapitalPaid, recordRaceEvent } from './race.repo.ts';
export { type NewSale, recordSale } from './sales.repo.ts';
