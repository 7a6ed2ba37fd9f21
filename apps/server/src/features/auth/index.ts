/** What other features may use of the sign-in: sending a recovery code inside the caller's transaction. */

/** What the back office uses: every device key of a person revoked inside its transaction (0041). */
export { revokeAllKeys as revokeAllDeviceKeysIn } from './device-keys.repo.ts';
export { liftGuessingLocks, sendCode as sendRecoveryCodeIn } from './password-recovery.service.ts';
