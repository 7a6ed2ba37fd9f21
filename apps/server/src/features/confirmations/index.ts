/** What other features use of the confirmations: writing one inside the act's own transaction. */
export { type ConfirmationRecipient, confirmAct } from './confirm-act.ts';
