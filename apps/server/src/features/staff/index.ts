/** The staff feature's public entry (docs/decisions/0017): the demo seed hashes recovery codes as a sign-in does. */
export { hashRecoveryCode } from './staff-secrets.ts';
