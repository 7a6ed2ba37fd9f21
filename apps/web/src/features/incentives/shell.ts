/** What the app's shell (its realtime channel) refreshes of the incentives (docs/decisions/0051, 0065). */
export { incentiveKeys } from './incentive-keys.ts';
