/** What other features use of the confirmations: writing one inside the act's own transaction. */
export { type ConfirmationRecipient, confirmAct, withStoredContact } from './confirm-act.ts';
