/**
 * What other features may use of the incentives: a sale and a paid capital move the travel race in the
 * caller's transaction, so the ranking is current the moment the sale or payment commits.
 */

// The back office's sales section shows the race's top and the month's best sellers (decision 0038).
export { monthStanding } from './incentives.repo.ts';
export { creditCapitalPaid, recordRaceEvent } from './race.repo.ts';
export { raceTop } from './race-top.ts';
export { type NewSale, recordSale } from './sale-recording.repo.ts';
