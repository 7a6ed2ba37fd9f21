/** What other features may use of the sign-in: sending a recovery code inside the caller's transaction. */
export { liftGuessingLocks, sendCode as sendRecoveryCodeIn } from './recovery.service.ts';
