/** What the app's menu asks of the recovery calculator: whether the server verified this adviser for it (spec §2). */
export { useRecoveryVerification } from './recovery-api.ts';
