/**
 * What other features may use of the payments: a card charge, the fee payment it settles (ledger entry and
 * receipt in the same transaction) and the refund when that transaction fails (docs/decisions/0015, 0016).
 */
export { chargeCardToken, takeCardCharge } from './card-payment.service.ts';
export { refundIfNotRecorded } from './refund-on-failure.ts';
export { recordFeePayment } from './settlement.ts';
