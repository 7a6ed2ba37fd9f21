/**
 * What other features may use of the incentives: the running race (the adviser's home shows where they stand), and
 * the home's way to the top (docs/decisions/0065).
 */
export { useRace } from './incentives-api.ts';
export { WayToTopSection } from './way-to-top-section.tsx';
