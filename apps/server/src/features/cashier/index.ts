/** What other features may use of the cashier's desk: the customer at the desk and the audit of each act for them. */
export { auditDeskAction, customerForCashier, type DeskCustomer } from './cashier-desk.ts';
