/** What other features may use of the incentives: the running race (the adviser's home shows where they stand). */
export { useRace } from './incentives-api.ts';
